// Deprecated: renamed chess960/start_systems.h; this forwarder goes in the next minor version.
#pragma once

#include "chess960/start_systems.h"
