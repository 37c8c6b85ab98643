#include "PNGShimInternal.h"
#include <stdlib.h>
#include <string.h>

pngshim_status pngshim_encode(const uint8_t *pixels, uint32_t width, uint32_t height, int channels,
                              size_t stride, int filter, int level, int strategy,
                              uint8_t **out, size_t *out_size) {
    pngshim_status status = {0, {0}};
    pngshim_errors errors;
    errors.status = &status;
    pngshim_memory buffer = {NULL, 0, 0};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &errors, pngshim_on_error, pngshim_on_warning);
    if (!png) return pngshim_failure(2, "png_create_write_struct failed");
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        return pngshim_failure(2, "png_create_info_struct failed");
    }
    if (setjmp(errors.jump)) {
        png_destroy_write_struct(&png, &info);
        free(buffer.data);
        return status;
    }
    png_set_write_fn(png, &buffer, pngshim_write_to_memory, pngshim_flush_memory);
    png_set_IHDR(png, info, width, height, 8, channels == 4 ? PNG_COLOR_TYPE_RGBA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filter);
    png_set_compression_level(png, level);
    png_set_compression_strategy(png, strategy);
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) {
        png_write_row(png, (png_const_bytep)(pixels + (size_t)y * stride));
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    *out = buffer.data;
    *out_size = buffer.size;
    return status;
}

typedef struct {
    const uint8_t *data;
    size_t size, offset;
} reading_buffer;

static void read_from_buffer(png_structp png, png_bytep bytes, png_size_t length) {
    reading_buffer *buffer = (reading_buffer *)png_get_io_ptr(png);
    if (buffer->offset + length > buffer->size) png_error(png, "unexpected end of PNG data (truncated file)");
    memcpy(bytes, buffer->data + buffer->offset, length);
    buffer->offset += length;
}

/// A read struct and its info struct whose errors go to `errors`; on failure, neither.
static pngshim_status create_reader(pngshim_errors *errors, png_structp *png, png_infop *info) {
    *png = png_create_read_struct(PNG_LIBPNG_VER_STRING, errors, pngshim_on_error, pngshim_on_warning);
    if (!*png) return pngshim_failure(2, "png_create_read_struct failed");
    *info = png_create_info_struct(*png);
    if (!*info) {
        png_destroy_read_struct(png, NULL, NULL);
        return pngshim_failure(2, "png_create_info_struct failed");
    }
    return (pngshim_status){0, {0}};
}

pngshim_status pngshim_decode(const uint8_t *data, size_t size, uint8_t **pixels,
                              uint32_t *width, uint32_t *height) {
    if (size < 8 || png_sig_cmp(data, 0, 8) != 0) return pngshim_failure(3, "not a PNG file (bad signature)");
    pngshim_status status = {0, {0}};
    pngshim_errors errors;
    errors.status = &status;
    reading_buffer buffer = {data, size, 0};
    uint8_t *volatile rows_data = NULL;
    png_bytep *volatile rows = NULL;
    png_structp png;
    png_infop info;
    pngshim_status created = create_reader(&errors, &png, &info);
    if (created.code != 0) return created;
    if (setjmp(errors.jump)) {
        png_destroy_read_struct(&png, &info, NULL);
        free(rows_data);
        free(rows);
        return status;
    }
    png_set_read_fn(png, &buffer, read_from_buffer);
    png_set_user_limits(png, 100000, 100000);
    png_read_info(png, info);
    png_uint_32 w = png_get_image_width(png, info), h = png_get_image_height(png, info);
    int color_type = png_get_color_type(png, info), bit_depth = png_get_bit_depth(png, info);
    if (bit_depth == 16) png_set_strip_16(png);
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (!(color_type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS)) png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    size_t stride = (size_t)w * 4;
    rows_data = malloc(stride * h);
    rows = malloc(sizeof(png_bytep) * h);
    if (!rows_data || !rows) png_error(png, "out of memory");
    for (png_uint_32 y = 0; y < h; y++) rows[y] = rows_data + y * stride;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    free(rows);
    *pixels = rows_data;
    *width = w;
    *height = h;
    return status;
}

pngshim_status pngshim_icc_profile(const uint8_t *data, size_t size, uint8_t **profile, size_t *profile_size) {
    *profile = NULL;
    *profile_size = 0;
    if (size < 8 || png_sig_cmp(data, 0, 8) != 0) return pngshim_failure(3, "not a PNG file (bad signature)");
    pngshim_status status = {0, {0}};
    pngshim_errors errors;
    errors.status = &status;
    reading_buffer buffer = {data, size, 0};
    png_structp png;
    png_infop info;
    pngshim_status created = create_reader(&errors, &png, &info);
    if (created.code != 0) return created;
    if (setjmp(errors.jump)) {
        png_destroy_read_struct(&png, &info, NULL);
        return status;
    }
    png_set_read_fn(png, &buffer, read_from_buffer);
    png_read_info(png, info);
    png_charp name = NULL;
    int compression = 0;
    png_bytep bytes = NULL;
    png_uint_32 length = 0;
    if (png_get_iCCP(png, info, &name, &compression, &bytes, &length) && bytes != NULL && length > 0) {
        uint8_t *copy = malloc(length);
        if (copy) {
            memcpy(copy, bytes, length);
            *profile = copy;
            *profile_size = length;
        }
    }
    png_destroy_read_struct(&png, &info, NULL);
    return status;
}

void pngshim_free(void *p) { free(p); }
