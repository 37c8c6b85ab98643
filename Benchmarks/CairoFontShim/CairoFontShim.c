#include "CairoFontShim.h"
#include <cairo-ft.h>
#include <ft2build.h>
#include FT_FREETYPE_H

cairo_font_face_t *cairo_font_shim_face(const char *path, int index) {
    static FT_Library library;
    if (!library && FT_Init_FreeType(&library) != 0) return NULL;
    FT_Face face;
    if (FT_New_Face(library, path, index, &face) != 0) return NULL;
    // The face lives as long as the process: the benchmark caches one cairo face per file.
    return cairo_ft_font_face_create_for_ft_face(face, FT_LOAD_NO_HINTING);
}

cairo_font_options_t *cairo_font_shim_options(void) {
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    return options;
}
