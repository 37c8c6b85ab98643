extension Font {
    /// A font width (iOS 16), as SwiftUI's `Font.Width`: a value on the OpenType width axis
    /// (`wdth`), −1 … 1 of SF Pro's compressed … expanded. Inter, which stands in for SF Pro here,
    /// has one width, so every width draws at the standard one; the value is kept in the font.
    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3), condensed = Width(-0.2), standard = Width(0), expanded = Width(0.2)
    }

    public func width(_ width: Width) -> Font { var f = self; f.width = width; return f }
}
