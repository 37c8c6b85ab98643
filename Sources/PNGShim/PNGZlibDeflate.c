#include "PNGShimInternal.h"
#include <string.h>

/* zlib's deflate as a method of compressing a half (PNGHalves.c), and whole (a frame's sample). */

/* `zlib`'s stream at `level` for raw deflate, reset for a new stream: initialised on first use and
 * again when the level changes. 0, or zlib's error. */
static int prepare(pngshim_zlib *zlib, int level) {
    if (zlib->level == level) return deflateReset(&zlib->stream);
    if (zlib->level >= 0) deflateEnd(&zlib->stream);
    memset(&zlib->stream, 0, sizeof zlib->stream);
    zlib->level = -1;
    int result = deflateInit2(&zlib->stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
    if (result == Z_OK) zlib->level = level;
    return result;
}

/* Compresses `size` bytes into `out` (`capacity` bytes) ending with `flush` (`Z_SYNC_FLUSH` or
 * `Z_FINISH`), fed a gigabyte at a time (zlib counts in 32 bits). The bytes written, or 0. */
static size_t deflate_all(z_stream *z, const uint8_t *in, size_t size, uint8_t *out, size_t capacity, int flush) {
    const size_t step = (size_t)1 << 30;
    size_t consumed = 0, produced = 0;
    for (;;) {
        size_t in_step = size - consumed < step ? size - consumed : step;
        size_t out_step = capacity - produced < step ? capacity - produced : step;
        int mode = consumed + in_step == size ? flush : Z_NO_FLUSH;
        z->next_in = (Bytef *)(in + consumed);
        z->avail_in = (uInt)in_step;
        z->next_out = out + produced;
        z->avail_out = (uInt)out_step;
        int result = deflate(z, mode);
        consumed += in_step - z->avail_in;
        produced += out_step - z->avail_out;
        if (result == Z_STREAM_ERROR || (result == Z_BUF_ERROR && out_step == 0)) return 0;
        if (result == Z_STREAM_END) return produced;
        /* A sync flush is complete when it returns with output space left. */
        if (mode == Z_SYNC_FLUSH && z->avail_in == 0 && z->avail_out != 0) return produced;
    }
}

size_t pngshim_deflate(pngshim_zlib *zlib, int level, const uint8_t *in, size_t size, uint8_t *out, size_t capacity) {
    return prepare(zlib, level) == Z_OK ? deflate_all(&zlib->stream, in, size, out, capacity, Z_FINISH) : 0;
}

size_t pngshim_zlib_half(pngshim_half *half) {
    pngshim_zlib *zlib = half->state;
    if (prepare(zlib, half->level) != Z_OK) return 0;
    if (half->first > 0) {
        /* The rows before the seam, packed again here (the other half is still writing them),
         * as many as hold the 32 KB deflate can look back. */
        uint32_t count = (uint32_t)((PNGSHIM_WINDOW + half->row_size - 1) / half->row_size);
        if (count > half->first) count = half->first;
        half->pack(half->context, half->first - count, half->first, half->before, half->work);
        size_t held = (size_t)count * half->row_size, used = held < PNGSHIM_WINDOW ? held : PNGSHIM_WINDOW;
        if (deflateSetDictionary(&zlib->stream, half->before + held - used, (uInt)used) != Z_OK) return 0;
    }
    size_t size = (size_t)(half->end - half->first) * half->row_size;
    return deflate_all(&zlib->stream, half->rows, size, half->out, half->capacity, half->last ? Z_FINISH : Z_SYNC_FLUSH);
}
