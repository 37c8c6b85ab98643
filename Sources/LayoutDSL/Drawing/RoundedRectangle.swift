/// A rectangle with rounded corners, continuous (iOS 17's default) or circular.
public struct RoundedRectangle: Shape {
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    /// iOS 17 makes `.continuous` the default corner style.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius); self.style = style
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize; self.style = style
    }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
}

extension Shape where Self == RoundedRectangle {
    /// `.rect(cornerRadius:)`: iOS 17's spelling of a rounded rectangle.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
