#include <qrencode.h>

// libqrencode's encoder at a chosen mask pattern: exported by the library (4.x) but declared in its
// uninstalled qrencode_inner.h. Core Image chooses masks by ISO/IEC 18004's penalty rules, which
// libqrencode's own choice departs from (Sources/CoreImage/QRCodeMaskPenalty.swift).
extern QRcode *QRcode_encodeMask(QRinput *input, int mask);
