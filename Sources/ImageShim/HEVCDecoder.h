#ifndef IMAGESHIM_HEVC_DECODER_H
#define IMAGESHIM_HEVC_DECODER_H
#include <libheif/heif.h>

/// Makes libheif decode HEVC with this package's decoder (`HEVCDecoder.c`) from now on, in this
/// process; safe to call from any thread, any number of times.
void imageshim_hevc_decoder_register(void);

/// The container's colour description (`colr` of type `nclx`) for the pictures this thread
/// decodes next, which takes precedence over the stream's own, as in libheif; NULL for none.
void imageshim_hevc_decoder_use_container_colours(const struct heif_color_profile_nclx *nclx);
#endif
