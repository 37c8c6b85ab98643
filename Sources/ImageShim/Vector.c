#include <poppler.h>
#include <cairo.h>
#include <string.h>
#include "Status.h"

/* librsvg 2.52's API, as its header (librsvg/rsvg.h, Debian's librsvg2-dev) declares the functions
 * called here. The header itself is not included: its pkg-config flags carry GIO's `-pthread`,
 * which SwiftPM refuses with a warning in every build of every package that depends on this one.
 * GLib and cairo come from poppler-glib's flags; the rest is librsvg's stable C ABI. */
typedef struct _RsvgHandle RsvgHandle;
typedef struct { double x, y, width, height; } RsvgRectangle;
typedef enum { RSVG_UNIT_PERCENT, RSVG_UNIT_PX, RSVG_UNIT_EM, RSVG_UNIT_EX, RSVG_UNIT_IN, RSVG_UNIT_CM, RSVG_UNIT_MM,
               RSVG_UNIT_PT, RSVG_UNIT_PC } RsvgUnit;
typedef struct { double length; RsvgUnit unit; } RsvgLength;
RsvgHandle *rsvg_handle_new_from_data(const guint8 *data, gsize data_len, GError **error);
gboolean rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, gdouble *out_width, gdouble *out_height);
void rsvg_handle_get_intrinsic_dimensions(RsvgHandle *handle, gboolean *out_has_width, RsvgLength *out_width,
                                          gboolean *out_has_height, RsvgLength *out_height,
                                          gboolean *out_has_viewbox, RsvgRectangle *out_viewbox);
gboolean rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error);
gboolean rsvg_handle_render_layer(RsvgHandle *handle, cairo_t *cr, const char *id, const RsvgRectangle *viewport, GError **error);
extern const guint rsvg_major_version, rsvg_minor_version, rsvg_micro_version;
gboolean rsvg_handle_get_geometry_for_layer(RsvgHandle *handle, const char *id, const RsvgRectangle *viewport,
                                            RsvgRectangle *out_ink_rect, RsvgRectangle *out_logical_rect, GError **error);

struct imageshim_vector {
    imageshim_vector_kind kind;
    RsvgHandle *svg;
    double width, height;          /* the SVG's document size (its viewport) in points */
    PopplerDocument *pdf;
    PopplerPage *page;
};

static imageshim_status from_error(int code, GError *error, const char *fallback) {
    imageshim_status status = imageshim_result(code, error && error->message ? error->message : fallback);
    if (error) g_error_free(error);
    return status;
}

/// An SVG's size: its width and height in pixels (librsvg resolves units at 96 dpi, so CSS pixels
/// are points, as Xcode takes them), else its view box's.
static int svg_size(RsvgHandle *handle, double *width, double *height) {
    if (rsvg_handle_get_intrinsic_size_in_pixels(handle, width, height) && *width > 0 && *height > 0) return 1;
    gboolean has_width, has_height, has_viewbox;
    RsvgLength w, h;
    RsvgRectangle viewbox;
    rsvg_handle_get_intrinsic_dimensions(handle, &has_width, &w, &has_height, &h, &has_viewbox, &viewbox);
    if (!has_viewbox || viewbox.width <= 0 || viewbox.height <= 0) return 0;
    *width = viewbox.width;
    *height = viewbox.height;
    return 1;
}

imageshim_status imageshim_vector_open(const uint8_t *data, size_t size, imageshim_vector_kind kind,
                                       imageshim_vector **document, double *width, double *height) {
    *document = NULL;
    if (data == NULL || size == 0) return imageshim_result(1, "no data");
    imageshim_vector *result = calloc(1, sizeof *result);
    if (result == NULL) return imageshim_result(5, "out of memory");
    result->kind = kind;
    GError *error = NULL;
    if (kind == IMAGESHIM_SVG) {
        result->svg = rsvg_handle_new_from_data(data, size, &error);
        if (result->svg == NULL) { free(result); return from_error(2, error, "not an SVG document"); }
        if (!svg_size(result->svg, &result->width, &result->height)) {
            imageshim_vector_close(result);
            return imageshim_result(3, "an SVG document with neither a size nor a view box");
        }
        *width = result->width;
        *height = result->height;
    } else {
        GBytes *bytes = g_bytes_new(data, size);
        result->pdf = poppler_document_new_from_bytes(bytes, NULL, &error);
        g_bytes_unref(bytes);
        if (result->pdf == NULL) { free(result); return from_error(2, error, "not a PDF document"); }
        if (poppler_document_get_n_pages(result->pdf) < 1 || (result->page = poppler_document_get_page(result->pdf, 0)) == NULL) {
            imageshim_vector_close(result);
            return imageshim_result(3, "a PDF document without pages");
        }
        poppler_page_get_size(result->page, width, height);
        if (!(*width > 0 && *height > 0)) {
            imageshim_vector_close(result);
            return imageshim_result(3, "a PDF page without a size");
        }
    }
    *document = result;
    return imageshim_result(0, NULL);
}

imageshim_status imageshim_vector_render(imageshim_vector *document, const char *element,
                                         double x, double y, double area_width, double area_height,
                                         uint32_t width, uint32_t height, uint8_t *pixels) {
    if (document == NULL || pixels == NULL || width == 0 || height == 0) return imageshim_result(1, "nothing to draw into");
    if ((uint64_t)width * height > IMAGESHIM_MAXIMUM_PIXELS) return imageshim_result(4, "more than 100 million pixels");
    if (!(area_width > 0 && area_height > 0)) return imageshim_result(1, "an empty area");
    int stride = (int)width * 4;
    memset(pixels, 0, (size_t)stride * height);
    cairo_surface_t *surface = cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, (int)width, (int)height, stride);
    cairo_t *cr = cairo_create(surface);
    cairo_scale(cr, width / area_width, height / area_height);
    cairo_translate(cr, -x, -y);
    imageshim_status status = imageshim_result(0, NULL);
    if (document->kind == IMAGESHIM_SVG) {
        RsvgRectangle viewport = {0, 0, document->width, document->height};
        GError *error = NULL;
        gboolean drawn = element ? rsvg_handle_render_layer(document->svg, cr, element, &viewport, &error)
                                 : rsvg_handle_render_document(document->svg, cr, &viewport, &error);
        if (!drawn) status = from_error(6, error, "librsvg could not draw the document");
    } else {
        poppler_page_render(document->page, cr);
    }
    cairo_destroy(cr);
    cairo_surface_flush(surface);
    if (status.code == 0 && cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS)
        status = imageshim_result(7, cairo_status_to_string(cairo_surface_status(surface)));
    cairo_surface_destroy(surface);
    /* cairo's ARGB32 is a native-endian 0xAARRGGBB word: red and blue swap places for RGBA bytes. */
    uint32_t *words = (uint32_t *)pixels;
    for (size_t i = 0; i < (size_t)width * height; i++) {
        uint32_t p = words[i];
        uint8_t *out = pixels + 4 * i;
        out[0] = (uint8_t)(p >> 16);
        out[1] = (uint8_t)(p >> 8);
        out[2] = (uint8_t)p;
        out[3] = (uint8_t)(p >> 24);
    }
    return status;
}

imageshim_status imageshim_vector_element_bounds(imageshim_vector *document, const char *element,
                                                 double *x, double *y, double *width, double *height) {
    if (document == NULL || document->kind != IMAGESHIM_SVG || element == NULL) return imageshim_result(1, "not an SVG element");
    RsvgRectangle viewport = {0, 0, document->width, document->height}, ink, logical;
    GError *error = NULL;
    if (!rsvg_handle_get_geometry_for_layer(document->svg, element, &viewport, &ink, &logical, &error))
        return from_error(2, error, "no such element");
    *x = logical.x; *y = logical.y; *width = logical.width; *height = logical.height;
    return imageshim_result(0, NULL);
}

void imageshim_vector_close(imageshim_vector *document) {
    if (document == NULL) return;
    if (document->svg) g_object_unref(document->svg);
    if (document->page) g_object_unref(document->page);
    if (document->pdf) g_object_unref(document->pdf);
    free(document);
}

void imageshim_vector_library(imageshim_vector_kind kind, char *name, size_t size) {
    if (kind == IMAGESHIM_SVG) {
        snprintf(name, size, "librsvg %u.%u.%u, cairo %s", rsvg_major_version, rsvg_minor_version, rsvg_micro_version,
                 cairo_version_string());
    } else {
        snprintf(name, size, "poppler %s, cairo %s", poppler_get_version(), cairo_version_string());
    }
}
