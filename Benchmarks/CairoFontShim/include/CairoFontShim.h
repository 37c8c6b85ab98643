#ifndef CAIRO_FONT_SHIM_H
#define CAIRO_FONT_SHIM_H
#include <cairo.h>

/// A cairo font face for one face of a font file, through FreeType, unhinted (the renderer's
/// glyphs are unhinted outlines too); NULL if the file cannot be opened. Kept in C so that
/// FreeType's and cairo-ft's headers stay out of the Swift modules (Render imports FreeType).
cairo_font_face_t *cairo_font_shim_face(const char *path, int index);

/// Font options matching the renderer: grayscale antialiasing, no hinting, no metric rounding.
cairo_font_options_t *cairo_font_shim_options(void);

#endif
