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

/* One half of a stream of rows (PNGHalves.c), handed to the method that compresses it. */
typedef struct pngshim_half pngshim_half;

/* Compresses `half->rows` (already packed) as raw deflate into `half->out`, ending the stream
 * when `half->last`, else on a byte with an empty stored block: the bytes written, or 0. */
typedef size_t (*pngshim_half_method)(pngshim_half *half);

struct pngshim_half {
    pngshim_half_method compress;
    /* The method's own: a `pngshim_zlib`, or the run encoder's symbol buffer. */
    void *state;
    int level;
    pngshim_rows pack;
    const void *context;
    /* Rows [first, end) of `row_size` bytes (filter byte included), pixels of `pixel_size` bytes. */
    uint32_t first, end;
    size_t row_size;
    unsigned pixel_size;
    /* `rows`: this half's rows, in the stream; `before`: room for `PNGSHIM_WINDOW` bytes and a
     * row, where the method packs rows before `first` if it reads them (the other half is still
     * writing them into the stream); `work`: two rows for packing. */
    uint8_t *rows, *before, *work, *out;
    size_t capacity, produced;
    int last;
    uint32_t adler;
};

/* zlib's deflate at `half->level` (`state` a `pngshim_zlib`), the second half starting from the
 * 32 KB before the seam as its dictionary. */
size_t pngshim_zlib_half(pngshim_half *half);

/* The run encoder (PNGRunDeflate.c; `state` its scratch, `pngshim_run_scratch` bytes, 8-aligned). */
size_t pngshim_run_half(pngshim_half *half);

/* The bytes of scratch the run encoder needs: its hash table and symbol buffer. */
size_t pngshim_run_scratch(void);

/* `count` rows of `row_size` bytes (pixels of `pixel_size` bytes) compressed whole by the run
 * encoder, the stream ended, `above` the row before the first (NULL: none): the bytes written
 * into `out` (`capacity` bytes), or 0. */
size_t pngshim_run_deflate(const uint8_t *rows, size_t count, size_t row_size, unsigned pixel_size, const uint8_t *above,
                           void *scratch, uint8_t *out, size_t capacity);

/* The most `pngshim_rows_in_halves` writes for `rows` rows of `row_size` bytes. */
size_t pngshim_rows_bound(uint32_t rows, size_t row_size);

/* `rows` rows of `row_size` bytes, packed by `pack` into `stream`, compressed as one zlib stream
 * by `compress` (with `states[0]` and `states[1]`, at `level`) into `out` in two halves at once,
 * `hint` the header's level hint (0–3); `before` holds `PNGSHIM_WINDOW` bytes and a row, `work`
 * four rows (two for each half's packing). The bytes written, or 0. */
size_t pngshim_rows_in_halves(pngshim_half_method compress, void *states[2], int level, unsigned hint, pngshim_rows pack,
                              const void *context, uint32_t rows, size_t row_size, unsigned pixel_size, uint8_t *stream,
                              uint8_t *before, uint8_t *work, uint8_t *out);

#endif
