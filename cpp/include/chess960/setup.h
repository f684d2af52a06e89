// Deprecated: renamed chess960/unchecked_setup.h; this forwarder goes in the next minor version.
#pragma once

#include "chess960/unchecked_setup.h"
