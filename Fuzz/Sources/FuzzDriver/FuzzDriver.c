// The declaration in include/FuzzDriver.h is all this module holds; SwiftPM needs one source file.
#include "FuzzDriver.h"
