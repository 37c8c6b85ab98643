#ifndef PNGSHIM_INTERNAL_H
#define PNGSHIM_INTERNAL_H
/* What the libpng encoders and the decoder share (not part of the module's public header):
 * catching libpng's errors and writing a PNG into memory. */
#include "PNGShim.h"
#include <png.h>
#include <setjmp.h>

/* libpng reports an error by calling `pngshim_on_error`, which must not return: it records the
 * message in `status` and jumps back to the `setjmp` on `jump` in the calling wrapper. */
typedef struct {
    jmp_buf jump;
    pngshim_status *status;
} pngshim_errors;

void pngshim_on_error(png_structp png, png_const_charp message);
void pngshim_on_warning(png_structp png, png_const_charp message);

/* `status` with `code` and `message`, for failures outside libpng (allocation, libdeflate). */
pngshim_status pngshim_failure(int code, const char *message);

/* PNG bytes written into memory by libpng (`png_set_write_fn` with `pngshim_write_to_memory`
 * and `pngshim_flush_memory`); the buffer doubles when full, or fails with libpng's error. */
typedef struct {
    uint8_t *data;
    size_t size, capacity;
} pngshim_memory;

void pngshim_write_to_memory(png_structp png, png_bytep bytes, png_size_t length);
void pngshim_flush_memory(png_structp png);

#endif
