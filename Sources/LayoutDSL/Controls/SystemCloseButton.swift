/// UIKit's standard close button (`UIButton(type: .close)`), which the system's own sheets put
/// in their corner (the colour sheet, the share sheet): `xmark` at 15 points, bold, medium
/// scale, in secondary label, on a 30-point circle of tertiary system fill; Dynamic Type does not
/// scale it, and a press dims only the glyph.
///
/// Source, iOS 18.2's UIKitCore decompiled (see docs/reference/ios-close-button.md):
/// `+[UIButton _defaultImageNameForType:andState:]` (`xmark` for type 7),
/// `_defaultSymbolConfigurationForType:…` (15 pt, bold, medium), `_defaultImageColorForType:`
/// (secondary label), `_defaultBackgroundImageColorForType:` (tertiary system fill). The circle
/// is an asset of UIKit's catalog, whose 30 points are the size measured on screen, not read.
nonisolated struct SystemCloseButton: View {
    let action: () -> Void
    static let diameter: CGFloat = 30

    var body: some View {
        Button(action: action) {
            Image(systemName: "xmark")
                .font(.system(size: 15, weight: .bold))
                .imageScale(.medium)
                .foregroundStyle(Color(.secondaryLabel))
                .frame(width: Self.diameter, height: Self.diameter)
                .background(Circle().fill(Color(.tertiarySystemFill)))
        }
        .buttonStyle(PlainButtonStyle())
        .accessibilityLabel("Close")
    }
}
