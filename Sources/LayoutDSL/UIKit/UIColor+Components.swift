/// A colour's components as UIKit gives them (https://developer.apple.com/documentation/uikit/uicolor/getred(_:green:blue:alpha:)):
/// in the extended sRGB space, resolved in the current trait collection, which is the light
/// appearance outside a view (as `cgColor` is). Each getter returns true: every colour here
/// converts to RGB.
extension UIColor {
    private var components: Color.Resolved { color.resolve(in: EnvironmentValues()) }

    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = components
        red?.pointee = CGFloat(c.red); green?.pointee = CGFloat(c.green); blue?.pointee = CGFloat(c.blue)
        alpha?.pointee = CGFloat(c.opacity)
        return true
    }

    /// The grey of the colour: its luma by Rec. 601's weights, as UIKit converts an RGB colour to grey.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = components
        white?.pointee = CGFloat(0.299 * c.red + 0.587 * c.green + 0.114 * c.blue)
        alpha?.pointee = CGFloat(c.opacity)
        return true
    }

    /// Hue, saturation and brightness of the sRGB components (HSB as `UIColor(hue:saturation:brightness:alpha:)` takes them).
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = components
        let r = CGFloat(c.red), g = CGFloat(c.green), b = CGFloat(c.blue)
        let maximum = max(r, g, b), minimum = min(r, g, b), delta = maximum - minimum
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == r { h = (g - b) / delta } else if maximum == g { h = 2 + (b - r) / delta } else { h = 4 + (r - g) / delta }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum == 0 ? 0 : delta / maximum
        brightness?.pointee = maximum
        alpha?.pointee = CGFloat(c.opacity)
        return true
    }

    /// UIKit's fixed text colours for dark and light backgrounds: black, and white at 60 %.
    public static let darkText = UIColor(white: 0, alpha: 1)
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    @available(iOS, deprecated: 13.0, message: "Use systemGroupedBackgroundColor instead")
    public static let groupTableViewBackground = systemGroupedBackground
}
