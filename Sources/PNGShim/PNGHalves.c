#include "PNGShimInternal.h"
#include <libdeflate.h>
#include <string.h>

/* A stream of rows compressed as one zlib stream in two halves at once, each packing its own rows
 * first: the method of Mark Adler's pigz (zlib's author). Each half is raw deflate, compressed by
 * a method (zlib's deflate, PNGZlibDeflate.c, or the run encoder, PNGRunDeflate.c); the first
 * ends on a byte with an empty stored block (a sync flush), so the second can follow it, and the
 * second's matches may reach across the seam into the first, as in one stream. The Adler-32 of
 * each half is taken by libdeflate's vectorised loop and combined by zlib's `adler32_combine`.
 * The seam is at half the rows whatever the machine, so the bytes are the same on one core or
 * many, and do not depend on which half finishes first. */

static void *compress_half(void *argument) {
    pngshim_half *half = argument;
    size_t size = (size_t)(half->end - half->first) * half->row_size;
    half->pack(half->context, half->first, half->end, half->rows, half->work);
    half->produced = half->compress(half);
    half->adler = (uint32_t)libdeflate_adler32(1, half->rows, size);
    return NULL;
}

size_t pngshim_deflate_bound(size_t size) { return compressBound(size) + 16; }

size_t pngshim_rows_bound(uint32_t rows, size_t row_size) {
    size_t half = (size_t)(rows - rows / 2) * row_size;
    return 2 + 2 * pngshim_deflate_bound(half) + 4;
}

size_t pngshim_rows_in_halves(pngshim_half_method compress, void *states[2], int level, unsigned hint, pngshim_rows pack,
                              const void *context, uint32_t rows, size_t row_size, unsigned pixel_size, uint8_t *stream,
                              uint8_t *before, uint8_t *work, uint8_t *out) {
    uint32_t seam = rows / 2;
    size_t half_bound = pngshim_deflate_bound((size_t)(rows - seam) * row_size);
    pngshim_half halves[2];
    for (int index = 0; index < 2; index++) {
        uint32_t first = index ? seam : 0;
        halves[index] = (pngshim_half){compress, states[index], level, pack, context, first, index ? rows : seam, row_size,
                                       pixel_size, stream + (size_t)first * row_size, before, work + 2 * index * row_size,
                                       out + 2 + index * half_bound, half_bound, 0, index, 1};
    }
    if (seam == 0) compress_half(&halves[1]);
    else pngshim_run_pair(compress_half, &halves[0], compress_half, &halves[1]);
    if ((seam > 0 && halves[0].produced == 0) || halves[1].produced == 0) return 0;
    /* zlib's header for a 32 KB window, with the method's level hint (FLEVEL, RFC 1950). */
    unsigned header = (0x78u << 8) | (hint << 6);
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
