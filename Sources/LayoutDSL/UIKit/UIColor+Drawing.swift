/// A colour as the current context's paint (Apple's documentation of `UIColor.setFill()`):
/// `setFill()` and `setStroke()` set the fill or stroke colour of `UIGraphicsGetCurrentContext()`,
/// `set()` both; outside any drawing there is no context and nothing changes.
extension UIColor {
    public func set() { setFill(); setStroke() }
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}
