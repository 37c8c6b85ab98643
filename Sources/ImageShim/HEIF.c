#include <libheif/heif.h>
#include <stdlib.h>
#include <string.h>
#include "HEVCDecoder.h"
#include "Status.h"

static imageshim_status from_heif(int code, struct heif_error error) {
    return imageshim_result(code, error.message && error.message[0] ? error.message : "libheif could not decode the image");
}

imageshim_status imageshim_heif_decode(const uint8_t *data, size_t size, uint8_t **pixels, uint32_t *width,
                                       uint32_t *height, int *premultiplied, uint8_t **profile, size_t *profile_size) {
    *pixels = NULL; *profile = NULL; *profile_size = 0; *premultiplied = 0;
    if (data == NULL || size == 0) return imageshim_result(1, "no data");
    imageshim_hevc_decoder_register();
    struct heif_context *context = heif_context_alloc();
    if (context == NULL) return imageshim_result(5, "out of memory");
    // Tiles on this thread, where the plugin reads the container's colours.
    heif_context_set_max_decoding_threads(context, 0);
    struct heif_image_handle *handle = NULL;
    struct heif_image *image = NULL;
    struct heif_color_profile_nclx *colours = NULL;
    struct heif_decoding_options *options = NULL;
    imageshim_status status = imageshim_result(0, NULL);
    struct heif_error error = heif_context_read_from_memory_without_copy(context, data, size, NULL);
    if (error.code != heif_error_Ok) { status = from_heif(2, error); goto done; }
    error = heif_context_get_primary_image_handle(context, &handle);
    if (error.code != heif_error_Ok) { status = from_heif(2, error); goto done; }
    int w = heif_image_handle_get_width(handle), h = heif_image_handle_get_height(handle);
    if (w <= 0 || h <= 0 || (uint64_t)w * (uint64_t)h > IMAGESHIM_MAXIMUM_PIXELS) {
        status = imageshim_result(4, w <= 0 || h <= 0 ? "an image without pixels" : "more than 100 million pixels");
        goto done;
    }
    if (heif_image_handle_get_nclx_color_profile(handle, &colours).code != heif_error_Ok) colours = NULL;
    if (heif_image_handle_has_alpha_channel(handle)) {
        options = heif_decoding_options_alloc();
        if (options == NULL) { status = imageshim_result(5, "out of memory"); goto done; }
        options->decoder_id = "libde265";
    }
    imageshim_hevc_decoder_use_container_colours(colours);
    error = heif_decode_image(handle, &image, heif_colorspace_RGB, heif_chroma_interleaved_RGBA, options);
    imageshim_hevc_decoder_use_container_colours(NULL);
    if (error.code != heif_error_Ok) { status = from_heif(3, error); goto done; }
    int stride = 0;
    const uint8_t *plane = heif_image_get_plane_readonly(image, heif_channel_interleaved, &stride);
    w = heif_image_get_width(image, heif_channel_interleaved);
    h = heif_image_get_height(image, heif_channel_interleaved);
    if (plane == NULL || w <= 0 || h <= 0) { status = imageshim_result(3, "libheif gave no pixels"); goto done; }
    uint8_t *output = malloc((size_t)w * h * 4);
    if (output == NULL) { status = imageshim_result(5, "out of memory"); goto done; }
    for (int y = 0; y < h; y++) memcpy(output + (size_t)y * w * 4, plane + (size_t)y * stride, (size_t)w * 4);
    *pixels = output;
    *width = (uint32_t)w;
    *height = (uint32_t)h;
    *premultiplied = heif_image_handle_has_alpha_channel(handle) && heif_image_handle_is_premultiplied_alpha(handle);
    if (heif_image_handle_get_color_profile_type(handle) == heif_color_profile_type_prof
        || heif_image_handle_get_color_profile_type(handle) == heif_color_profile_type_rICC) {
        size_t length = heif_image_handle_get_raw_color_profile_size(handle);
        uint8_t *bytes = length ? malloc(length) : NULL;
        if (bytes && heif_image_handle_get_raw_color_profile(handle, bytes).code == heif_error_Ok) {
            *profile = bytes;
            *profile_size = length;
        } else {
            free(bytes);
        }
    }
done:
    if (options) heif_decoding_options_free(options);
    if (colours) heif_nclx_color_profile_free(colours);
    if (image) heif_image_release(image);
    if (handle) heif_image_handle_release(handle);
    heif_context_free(context);
    return status;
}
