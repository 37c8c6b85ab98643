/// Where a text's last line ends: the guide a text field's caret aligns its leading edge to,
/// so the caret follows the last character on wrapped text too (a `Text` sets it from its
/// layout; other views end at their trailing edge).
enum TextEndID: BuiltInAlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }

extension HorizontalAlignment {
    static let textEnd = HorizontalAlignment(TextEndID.self)
}
