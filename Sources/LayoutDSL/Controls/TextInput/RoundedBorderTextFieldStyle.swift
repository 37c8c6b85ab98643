/// The field in UITextField's `.roundedRect` border: a thin light-grey rounded rectangle on the
/// background colour, the text inset inside it.
///
/// - Insets 7 pt leading and trailing, 6 pt top and bottom: a body-font field is its line plus
///   12 pt, about 34 pt, Interface Builder's default height for a rounded-rect UITextField; the
///   7 pt side inset is UITextField's `textRect(forBounds:)` for that border style as it is
///   commonly measured (both estimated, not published).
/// - Corner radius 5 pt, border 0.5 pt: the figures UIKit apps use to give a UITextView
///   "the border of UITextField" (KeePassium, `UITextView+border.swift`: cornerRadius 5,
///   borderWidth 0.5, colour white 0.76 ≈ #C2C2C2). The colour here is `opaqueSeparator`
///   (#C6C6C8 light, #38383A dark), within 4 levels of that grey and adapting to dark mode
///   (the dark value is estimated).
/// - Fill: the system background (white; black in dark mode, estimated).
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    static let insets = EdgeInsets(top: 6, leading: 7, bottom: 6, trailing: 7)
    static let cornerRadius: CGFloat = 5
    static let borderWidth: CGFloat = 0.5

    public init() {}
    public func _body(configuration: TextField<_Label>) -> some View {
        let shape = RoundedRectangle(cornerRadius: Self.cornerRadius)
        return configuration
            .padding(Self.insets)
            // Both behind the text: a border drawn over the field would take its taps here
            // (hit testing uses a view's frame, not its stroke).
            .background(shape.strokeBorder(Color(.opaqueSeparator), lineWidth: Self.borderWidth)
                .background(shape.fill(Color(.systemBackground))))
    }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
