#ifndef PNGSHIM_H
#define PNGSHIM_H
#include <stddef.h>
#include <stdint.h>

/// libpng reports errors by longjmp; these wrappers catch them and return an error code with a
/// message, so Swift never unwinds through a jump.
typedef struct {
    int code;            /* 0 on success */
    char message[256];   /* libpng's message on failure */
} pngshim_status;

/// Encodes 8-bit RGBA (channels 4) or RGB (channels 3) rows into a PNG in memory.
/// `filter` is a PNG_FILTER_* mask, `level` the zlib level, `strategy` the zlib strategy.
/// On success *out is malloc'd and owned by the caller.
pngshim_status pngshim_encode(const uint8_t *pixels, uint32_t width, uint32_t height, int channels,
                              size_t stride, int filter, int level, int strategy,
                              uint8_t **out, size_t *out_size);

/// How `pngshim_encode_canvas` compresses a frame that is not photo-like.
typedef enum {
    /// libdeflate at `level` (0–12), whole, on the calling thread.
    PNGSHIM_LIBDEFLATE_WHOLE = 0,
    /// zlib at `level` (0–9), in two halves at once.
    PNGSHIM_ZLIB_HALVES = 1,
    /// The run encoder (matches a pixel and a row back only), in two halves at once; `level` unused.
    PNGSHIM_RUN_HALVES = 2,
} pngshim_method;

/// Encodes a canvas of premultiplied RGBA8 pixels (red in the lowest byte of each word) as the
/// shipped encoder does: RGB when opaque, else straight-alpha RGBA; rows filtered with `none` or
/// `up` (`none` throughout when a sample of the frame, compressed both ways by `method`, comes
/// out smaller so); the stream compressed by `method`, except a photo-like frame's, by libdeflate
/// at `photo_level` (0–12); chunks written by libpng.
/// On success *out is malloc'd and owned by the caller.
pngshim_status pngshim_encode_canvas(const uint32_t *pixels, uint32_t width, uint32_t height, pngshim_method method, int level,
                                     int photo_level, uint8_t **out, size_t *out_size);

/// Huffman code lengths of at most `limit` bits (at most 15) for `count` symbols (at most 286, at
/// least two with a frequency) of the given frequencies: the run encoder's codes (PNGRunDeflate.c),
/// here for its tests.
void pngshim_code_lengths(const uint32_t *frequencies, int count, int limit, uint8_t *lengths);

/// Decodes a PNG in memory to 8-bit straight-alpha RGBA. On success *pixels is malloc'd.
pngshim_status pngshim_decode(const uint8_t *data, size_t size, uint8_t **pixels,
                              uint32_t *width, uint32_t *height);

/// A PNG's embedded ICC profile (its iCCP chunk, decompressed by libpng), read from the chunks
/// before the image data. *profile is NULL, and the status success, when it has none; otherwise
/// it is malloc'd (`pngshim_free`).
pngshim_status pngshim_icc_profile(const uint8_t *data, size_t size, uint8_t **profile, size_t *profile_size);

void pngshim_free(void *p);
#endif
