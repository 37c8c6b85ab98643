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

/// Encodes a canvas of premultiplied RGBA8 pixels (red in the lowest byte of each word) as the
/// shipped encoder does: RGB when opaque, else straight-alpha RGBA; rows filtered with `none`
/// or `up` (`none` throughout when a sample of the frame compresses smaller so); the stream
/// compressed by zlib at `level` (0–9) in two halves at once (or, when `halves` is 0, by libdeflate
/// at `level`, 0–12, whole), except a photo-like frame's, by libdeflate at `photo_level` (0–12);
/// chunks written by libpng.
/// On success *out is malloc'd and owned by the caller.
pngshim_status pngshim_encode_canvas(const uint32_t *pixels, uint32_t width, uint32_t height, int halves, int level,
                                     int photo_level, uint8_t **out, size_t *out_size);

/// Decodes a PNG in memory to 8-bit straight-alpha RGBA. On success *pixels is malloc'd.
pngshim_status pngshim_decode(const uint8_t *data, size_t size, uint8_t **pixels,
                              uint32_t *width, uint32_t *height);

void pngshim_free(void *p);
#endif
