#include <stdlib.h>
#include "ImageShim.h"

void imageshim_free(void *memory) { free(memory); }
