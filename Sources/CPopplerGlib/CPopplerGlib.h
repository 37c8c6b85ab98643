// poppler's GLib interface (Debian's libpoppler-glib-dev): PDF pages drawn with cairo. Only ImageShim
// includes it; this module exists so that SwiftPM passes pkg-config's flags for poppler-glib to the shim.
#include <poppler.h>
