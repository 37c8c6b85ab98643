#include "PNGShimInternal.h"
#include <libdeflate.h>
#include <string.h>

/* A stream of rows compressed as one zlib stream in two halves at once, each packing its own rows
 * first: the method of Mark Adler's pigz (zlib's author), with zlib's own calls. Each half is raw
 * deflate; the first ends with a sync flush (an empty stored block, so it ends on a byte and the
 * second can follow it), the second starts from the 32 KB before it as its dictionary
 * (`deflateSetDictionary`), so its matches reach across the seam as in one stream. The Adler-32
 * of each half is taken by libdeflate's vectorised loop and combined by zlib's `adler32_combine`.
 * The seam is at half the rows whatever the machine, so the bytes are the same on one core or
 * many, and do not depend on which half finishes first. */

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

typedef struct {
    pngshim_zlib *zlib;
    int level;
    pngshim_rows pack;
    const void *context;
    uint32_t first, end;
    size_t row_size;
    uint8_t *stream, *dictionary, *work, *out;
    size_t capacity, produced;
    int last;
    uint32_t adler;
} half_job;

static void *compress_half(void *argument) {
    half_job *job = argument;
    uint8_t *rows = job->stream + (size_t)job->first * job->row_size;
    size_t size = (size_t)(job->end - job->first) * job->row_size;
    job->pack(job->context, job->first, job->end, rows, job->work);
    job->produced = 0;
    if (prepare(job->zlib, job->level) != Z_OK) return NULL;
    if (job->first > 0) {
        /* The rows before the seam, packed again here (the other half is still writing them),
         * as many as hold the 32 KB deflate can look back. */
        uint32_t count = (uint32_t)((PNGSHIM_WINDOW + job->row_size - 1) / job->row_size);
        if (count > job->first) count = job->first;
        job->pack(job->context, job->first - count, job->first, job->dictionary, job->work);
        size_t held = (size_t)count * job->row_size, used = held < PNGSHIM_WINDOW ? held : PNGSHIM_WINDOW;
        if (deflateSetDictionary(&job->zlib->stream, job->dictionary + held - used, (uInt)used) != Z_OK) return NULL;
    }
    job->produced = deflate_all(&job->zlib->stream, rows, size, job->out, job->capacity, job->last ? Z_FINISH : Z_SYNC_FLUSH);
    job->adler = (uint32_t)libdeflate_adler32(1, rows, size);
    return NULL;
}

size_t pngshim_deflate_bound(size_t size) { return compressBound(size) + 16; }

size_t pngshim_zlib_rows_bound(uint32_t rows, size_t row_size) {
    size_t half = (size_t)(rows - rows / 2) * row_size;
    return 2 + 2 * pngshim_deflate_bound(half) + 4;
}

size_t pngshim_zlib_rows(pngshim_zlib zlib[2], int level, pngshim_rows pack, const void *context, uint32_t rows,
                         size_t row_size, uint8_t *stream, uint8_t *dictionary, uint8_t *work, uint8_t *out) {
    uint32_t seam = rows / 2;
    size_t half_bound = pngshim_deflate_bound((size_t)(rows - seam) * row_size);
    half_job halves[2] = {
        {&zlib[0], level, pack, context, 0, seam, row_size, stream, dictionary, work, out + 2, half_bound, 0, 0, 1},
        {&zlib[1], level, pack, context, seam, rows, row_size, stream, dictionary, work + 2 * row_size, out + 2 + half_bound,
         half_bound, 0, 1, 1},
    };
    if (seam == 0) compress_half(&halves[1]);
    else pngshim_run_pair(compress_half, &halves[0], compress_half, &halves[1]);
    if ((seam > 0 && halves[0].produced == 0) || halves[1].produced == 0) return 0;
    /* zlib's header for a 32 KB window, with the level's hint as `deflate` writes it. */
    unsigned hint = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3, header = (0x78u << 8) | (hint << 6);
    header += 31 - header % 31;
    out[0] = (uint8_t)(header >> 8);
    out[1] = (uint8_t)header;
    size_t size = 2 + (seam > 0 ? halves[0].produced : 0);
    memmove(out + size, halves[1].out, halves[1].produced);
    size += halves[1].produced;
    uLong adler = seam > 0
        ? adler32_combine(halves[0].adler, halves[1].adler, (z_off_t)((size_t)(rows - seam) * row_size))
        : halves[1].adler;
    for (int shift = 24; shift >= 0; shift -= 8) out[size++] = (uint8_t)(adler >> shift);
    return size;
}
