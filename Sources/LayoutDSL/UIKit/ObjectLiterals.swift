/// Xcode's colour and image literals (`#colorLiteral(red:green:blue:alpha:)`,
/// `#imageLiteral(resourceName:)`, which its editor shows as a swatch and a thumbnail). Their
/// default types are UIKit's, as on iOS, where UIKit names `_ColorLiteralType` and
/// `_ImageLiteralType`; a `Color` or an `Image` is made from one where the context asks for it.
public typealias _ColorLiteralType = UIColor
public typealias _ImageLiteralType = UIImage

extension UIColor: _ExpressibleByColorLiteral {
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

extension Color: _ExpressibleByColorLiteral {
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}

extension UIImage: _ExpressibleByImageLiteral {
    /// The named image, as `UIImage(named:)` finds it; a name nothing has gives an image of no
    /// size that draws nothing, with the warning a missing named image gives.
    public convenience init(imageLiteralResourceName path: String) {
        self.init(image: Image(path))
    }
}

extension Image: _ExpressibleByImageLiteral {
    public init(imageLiteralResourceName path: String) { self.init(path) }
}
