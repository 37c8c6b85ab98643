#include <libde265/de265.h>
#include <libheif/heif_plugin.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include "HEVCDecoder.h"
#include "YCbCrToRGB.h"

/// libheif's HEVC decoder with the colour conversion taken out of libheif: a decoder plugin that
/// decodes with libde265, as libheif's own plugin does (HEVC decoding is bit-exact by its
/// standard), and hands libheif RGB planes converted by this package (`YCbCrToRGB.c`), so
/// libheif has nothing left to convert but to interleave them. A monochrome picture (a HEIF's
/// alpha plane, a grey photo) is handed over as its luma plane, as libheif's plugin does. Its
/// priority is above libheif's plugin's (100), so every HEVC picture of the process is decoded
/// with it, tiles of a grid included, unless a decode names libheif's ("libde265"), as
/// `imageshim_heif_decode` does for an image with an alpha plane, which libheif would not find
/// in an alpha picture coded in colour.
static _Thread_local const struct heif_color_profile_nclx *container_colours;

void imageshim_hevc_decoder_use_container_colours(const struct heif_color_profile_nclx *nclx) { container_colours = nclx; }

static struct heif_error result(enum heif_error_code code, const char *message) {
    struct heif_error error = {code, heif_suberror_Unspecified, message};
    return error;
}

static const char *plugin_name(void) { return "libde265 with LayoutDSL's YCbCr to RGB conversion"; }
static void plugin_nothing(void) {}
static int plugin_supports(enum heif_compression_format format) { return format == heif_compression_HEVC ? 200 : 0; }

static struct heif_error plugin_new(void **decoder) {
    de265_decoder_context *context = de265_new_decoder();
    if (context == NULL) return result(heif_error_Memory_allocation_error, "libde265 could not start");
    *decoder = context;
    return result(heif_error_Ok, "Success");
}

static void plugin_free(void *decoder) { de265_free_decoder(decoder); }

/// libheif hands over the stream as NAL units, each after its size in 4 big-endian bytes.
static struct heif_error plugin_push(void *decoder, const void *data, size_t size) {
    const uint8_t *bytes = data;
    for (size_t at = 0; at < size;) {
        if (size - at < 4) return result(heif_error_Decoder_plugin_error, "a NAL unit's size is cut off");
        uint32_t length = (uint32_t)bytes[at] << 24 | (uint32_t)bytes[at + 1] << 16 | (uint32_t)bytes[at + 2] << 8 | bytes[at + 3];
        at += 4;
        if (length > size - at) return result(heif_error_Decoder_plugin_error, "a NAL unit is cut off");
        de265_push_NAL(decoder, bytes + at, length, 0, NULL);
        at += length;
    }
    return result(heif_error_Ok, "Success");
}

static struct heif_error monochrome(const struct de265_image *picture, struct heif_image **out) {
    int width = de265_get_image_width(picture, 0), height = de265_get_image_height(picture, 0);
    int bits = de265_get_bits_per_pixel(picture, 0), stride = 0, out_stride = 0;
    struct heif_error error = heif_image_create(width, height, heif_colorspace_monochrome, heif_chroma_monochrome, out);
    if (error.code != heif_error_Ok) return error;
    error = heif_image_add_plane(*out, heif_channel_Y, width, height, bits);
    if (error.code != heif_error_Ok) { heif_image_release(*out); *out = NULL; return error; }
    const uint8_t *plane = de265_get_image_plane(picture, 0, &stride);
    uint8_t *copy = heif_image_get_plane(*out, heif_channel_Y, &out_stride);
    for (int y = 0; y < height; y++) memcpy(copy + (long)y * out_stride, plane + (long)y * stride, (size_t)width * ((bits + 7) / 8));
    return result(heif_error_Ok, "Success");
}

static struct heif_error colour(const struct de265_image *picture, struct heif_image **out) {
    imageshim_ycbcr in = {0};
    in.width = de265_get_image_width(picture, 0);
    in.height = de265_get_image_height(picture, 0);
    in.bits = de265_get_bits_per_pixel(picture, 0);
    enum de265_chroma chroma = de265_get_chroma_format(picture);
    in.chroma_shift_x = chroma == de265_chroma_444 ? 0 : 1;
    in.chroma_shift_y = chroma == de265_chroma_420 ? 1 : 0;
    for (int c = 0; c < 3; c++) {
        if (de265_get_bits_per_pixel(picture, c) != in.bits) {
            return result(heif_error_Unsupported_feature, "planes of different bit depths");
        }
        in.planes[c] = de265_get_image_plane(picture, c, &in.strides[c]);
    }
    if (in.width <= 0 || in.height <= 0 || in.bits < 8 || in.bits > 16) return result(heif_error_Decoder_plugin_error, "no picture");
    in.matrix = container_colours ? (int)container_colours->matrix_coefficients : de265_get_image_matrix_coefficients(picture);
    in.full_range = container_colours ? container_colours->full_range_flag : de265_get_image_full_range_flag(picture);
    struct heif_error error = heif_image_create(in.width, in.height, heif_colorspace_RGB, heif_chroma_444, out);
    if (error.code != heif_error_Ok) return error;
    const enum heif_channel channels[3] = {heif_channel_R, heif_channel_G, heif_channel_B};
    uint8_t *planes[3];
    int strides[3];
    for (int c = 0; c < 3; c++) {
        error = heif_image_add_plane(*out, channels[c], in.width, in.height, 8);
        if (error.code != heif_error_Ok) { heif_image_release(*out); *out = NULL; return error; }
        planes[c] = heif_image_get_plane(*out, channels[c], &strides[c]);
    }
    if (strides[1] != strides[0] || strides[2] != strides[0]) {
        heif_image_release(*out); *out = NULL;
        return result(heif_error_Decoder_plugin_error, "RGB planes of different strides");
    }
    imageshim_ycbcr_to_rgb(&in, planes[0], planes[1], planes[2], strides[0]);
    return result(heif_error_Ok, "Success");
}

/// The next picture the pushed stream gives (a HEIF image item holds one), or none yet.
static struct heif_error decode_next(void *decoder, struct heif_image **out) {
    *out = NULL;
    int more = 0;
    do {
        more = 0;
        if (de265_decode(decoder, &more) != DE265_OK) break;
        const struct de265_image *picture = de265_get_next_picture(decoder);
        if (picture == NULL) continue;
        struct heif_error error = de265_get_chroma_format(picture) == de265_chroma_mono ? monochrome(picture, out) : colour(picture, out);
        de265_release_next_picture(decoder);
        return error;
    } while (more);
    return result(heif_error_Ok, "Success");
}

static struct heif_error plugin_decode(void *decoder, struct heif_image **out) {
    de265_flush_data(decoder);
    struct heif_error error = decode_next(decoder, out);
    return error.code == heif_error_Ok && *out == NULL ? result(heif_error_Decoder_plugin_error, "libde265 gave no picture") : error;
}

static void plugin_strict(void *decoder, int flag) { (void)decoder; (void)flag; }

/// libheif 1.21 and later take only plugins of API version 5, which add a sequence's calls; those
/// before 1.21 take versions up to 3 (1.20 up to 4) and read no field after `id_name`. So the
/// struct is version 5's, declared here as libheif 1.23 lays it out (older headers stop at
/// `id_name`: strukturag/libheif@2c4bbb54c2738d4a5efbbe3e5fa1d5d76bb88eb0
/// libheif/api/libheif/heif_plugin.h), and registered as version 3 on a libheif before 1.21.
static struct heif_error plugin_decode_next(void *decoder, struct heif_image **out, const void *limits) {
    (void)limits;
    return decode_next(decoder, out);
}

static int plugin_supports2(const void *format) { return plugin_supports(*(const enum heif_compression_format *)format); }

static struct heif_error plugin_new2(void **decoder, const void *options) {
    (void)options;
    return plugin_new(decoder);
}

static struct heif_error plugin_push2(void *decoder, const void *data, size_t size, uintptr_t user_data) {
    (void)user_data;
    return plugin_push(decoder, data, size);
}

static struct heif_error plugin_flush(void *decoder) {
    de265_flush_data(decoder);
    return result(heif_error_Ok, "Success");
}

static struct heif_error plugin_decode_next2(void *decoder, struct heif_image **out, uintptr_t *user_data, const void *limits) {
    (void)limits;
    if (user_data) *user_data = 0;
    return decode_next(decoder, out);
}

static struct {
    int plugin_api_version;
    const char *(*get_plugin_name)(void);
    void (*init_plugin)(void);
    void (*deinit_plugin)(void);
    int (*does_support_format)(enum heif_compression_format format);
    struct heif_error (*new_decoder)(void **decoder);
    void (*free_decoder)(void *decoder);
    struct heif_error (*push_data)(void *decoder, const void *data, size_t size);
    struct heif_error (*decode_image)(void *decoder, struct heif_image **out);
    void (*set_strict_decoding)(void *decoder, int flag);
    const char *id_name;
    struct heif_error (*decode_next_image)(void *decoder, struct heif_image **out, const void *limits);
    uint32_t minimum_required_libheif_version;
    int (*does_support_format2)(const void *format);
    struct heif_error (*new_decoder2)(void **decoder, const void *options);
    struct heif_error (*push_data2)(void *decoder, const void *data, size_t size, uintptr_t user_data);
    struct heif_error (*flush_data)(void *decoder);
    struct heif_error (*decode_next_image2)(void *decoder, struct heif_image **out, uintptr_t *user_data, const void *limits);
} plugin = {
    5, plugin_name, plugin_nothing, plugin_nothing, plugin_supports, plugin_new, plugin_free, plugin_push, plugin_decode,
    plugin_strict, "layoutdsl-libde265", plugin_decode_next, 0, plugin_supports2, plugin_new2, plugin_push2, plugin_flush,
    plugin_decode_next2,
};

static pthread_once_t registered = PTHREAD_ONCE_INIT;
static void register_plugin(void) {
    if (heif_get_version_number_major() == 1 && heif_get_version_number_minor() < 21) plugin.plugin_api_version = 3;
    heif_register_decoder_plugin((const struct heif_decoder_plugin *)&plugin);
}
void imageshim_hevc_decoder_register(void) { pthread_once(&registered, register_plugin); }
