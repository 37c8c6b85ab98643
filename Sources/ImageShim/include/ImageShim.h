#ifndef IMAGESHIM_H
#define IMAGESHIM_H
#include <stddef.h>
#include <stdint.h>

/// The image formats of asset catalogs beyond PNG and JPEG, each through the library Debian keeps
/// for it: SVG (librsvg) and PDF (poppler) drawn with cairo, HEIF and AVIF (libheif), ICC colour
/// profiles (Little CMS) and EXIF orientation (libexif). Only plain C types cross this header, so
/// the renderer's clients never see GLib, cairo or the libraries' headers; every failure is a
/// status with the library's reason, never an abort.
typedef struct {
    int code;            /* 0 on success */
    char message[256];   /* the library's reason on failure */
} imageshim_status;

/// Pixels past this many are refused: a header may claim any size.
#define IMAGESHIM_MAXIMUM_PIXELS 100000000u

typedef enum { IMAGESHIM_SVG = 0, IMAGESHIM_PDF = 1 } imageshim_vector_kind;

/// A parsed SVG document, or a PDF's first page.
typedef struct imageshim_vector imageshim_vector;

/// Parses a document and gives its natural size in points (an SVG's width and height, else its
/// view box; a PDF page's media box). On success *document is owned by the caller.
imageshim_status imageshim_vector_open(const uint8_t *data, size_t size, imageshim_vector_kind kind,
                                       imageshim_vector **document, double *width, double *height);

/// Draws the area (x, y, area_width, area_height) of the document, in its points, stretched to
/// width x height pixels, into `pixels` (width * height * 4 bytes the caller owns): premultiplied
/// RGBA, red first, transparent where nothing is drawn. For an SVG, `element` ("#id") draws only
/// that element, where it lies in the document; NULL draws everything. Not thread-safe for one
/// document: the caller serializes.
imageshim_status imageshim_vector_render(imageshim_vector *document, const char *element,
                                         double x, double y, double area_width, double area_height,
                                         uint32_t width, uint32_t height, uint8_t *pixels);

/// An SVG element's bounds in the document's points, its strokes left out (librsvg's logical
/// rectangle for the element: a guide line's position, a glyph's outline box).
imageshim_status imageshim_vector_element_bounds(imageshim_vector *document, const char *element,
                                                 double *x, double *y, double *width, double *height);

void imageshim_vector_close(imageshim_vector *document);

/// The libraries that draw a kind of document, with their versions: "librsvg 2.54.7, cairo 1.16.0"
/// or "poppler 22.12.0, cairo 1.16.0", into `name` (`size` bytes, cut short and terminated).
void imageshim_vector_library(imageshim_vector_kind kind, char *name, size_t size);

/// Decodes a HEIF or AVIF image's primary image, with its rotation and mirroring applied (libheif
/// applies the container's transforms), into 8-bit RGBA rows, top row first (alpha 255 where the
/// image has none; *premultiplied says whether its colours already are). *profile is its ICC
/// profile, or NULL. On success *pixels and *profile are malloc'd (`imageshim_free`). HEVC pictures
/// are decoded by libde265 and converted to RGB by this package (HEVCDecoder.c, YCbCrToRGB.c), the
/// same on every libheif version; those with an alpha plane by libheif's own plugin and conversion.
imageshim_status imageshim_heif_decode(const uint8_t *data, size_t size, uint8_t **pixels, uint32_t *width,
                                       uint32_t *height, int *premultiplied, uint8_t **profile, size_t *profile_size);

/// Converts `count` 8-bit RGBA pixels (straight alpha, kept as it is) from the colours of an RGB
/// ICC profile to sRGB, in place, with Little CMS's perceptual intent. A profile that is not RGB,
/// or not a profile, is an error and leaves the pixels as they were.
imageshim_status imageshim_convert_to_srgb(const uint8_t *profile, size_t profile_size, uint8_t *pixels, size_t count);

/// The EXIF orientation (1–8, TIFF's values) of a JPEG file, or of raw EXIF data; 1 when it has none.
int imageshim_exif_orientation(const uint8_t *data, size_t size);

void imageshim_free(void *memory);

#endif
