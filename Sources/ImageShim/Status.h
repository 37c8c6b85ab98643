#ifndef IMAGESHIM_STATUS_H
#define IMAGESHIM_STATUS_H
#include <stdio.h>
#include "ImageShim.h"

static inline imageshim_status imageshim_result(int code, const char *message) {
    imageshim_status result = {code, {0}};
    if (message) snprintf(result.message, sizeof result.message, "%s", message);
    return result;
}
#endif
