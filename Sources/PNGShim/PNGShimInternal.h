#ifndef PNGSHIM_INTERNAL_H
#define PNGSHIM_INTERNAL_H
/* What the libpng encoders and the decoder share (not part of the module's public header):
 * catching libpng's errors and writing a PNG into memory. */
#include "PNGShim.h"
#include <png.h>
#include <setjmp.h>
#include <zlib.h>

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

/* Runs `first` on this thread and `second` on another at once; both on this thread, one after
 * the other, when no thread can be started (the same result, later). */
void pngshim_run_pair(void *(*first)(void *), void *first_argument, void *(*second)(void *), void *second_argument);

/* A deflate stream kept for reuse, and the level it was set up for (-1: not yet). */
typedef struct {
    z_stream stream;
    int level;
} pngshim_zlib;

/* Packs rows [first, end) of an image as PNG scanlines (filter byte and samples) into `out`;
 * `work` holds two rows of samples for the packing's own use (a filter reads the row above). */
typedef void (*pngshim_rows)(const void *context, uint32_t first, uint32_t end, uint8_t *out, uint8_t *work);

/* How far back deflate matches reach: the dictionary a second half starts from. */
#define PNGSHIM_WINDOW 32768

/* The most raw deflate writes for `size` bytes ended with a sync flush or `Z_FINISH`: zlib's
 * `compressBound` (which also counts a zlib header and checksum) with room for the flush's empty
 * stored block. */
size_t pngshim_deflate_bound(size_t size);

/* Raw deflate of `size` bytes at `level` into `out` (`capacity` bytes), the stream ended
 * (`Z_FINISH`): the bytes written, or 0. */
size_t pngshim_deflate(pngshim_zlib *zlib, int level, const uint8_t *in, size_t size, uint8_t *out, size_t capacity);

/* The most `pngshim_zlib_rows` writes for `rows` rows of `row_size` bytes. */
size_t pngshim_zlib_rows_bound(uint32_t rows, size_t row_size);

/* `rows` rows of `row_size` bytes, packed by `pack` into `stream`, compressed as one zlib stream
 * at `level` into `out` in two halves at once (PNGZlibHalves.c); `dictionary` holds
 * `PNGSHIM_WINDOW` bytes and a row, `work` four rows (two for each half's packing). The bytes written, or 0. */
size_t pngshim_zlib_rows(pngshim_zlib zlib[2], int level, pngshim_rows pack, const void *context, uint32_t rows,
                         size_t row_size, uint8_t *stream, uint8_t *dictionary, uint8_t *work, uint8_t *out);

#endif
