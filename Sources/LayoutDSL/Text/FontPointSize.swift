extension Font {
    /// The font at `size` points, which no longer follows the text size (iOS 26): "Setting the
    /// point size explicitly will result in style based fonts no longer scaling with the device's
    /// preferred text size" (Apple's documentation of `Font.pointSize(_:)`).
    public func pointSize(_ size: CGFloat) -> Font {
        var font = self
        font.size = size
        font.textStyle = nil
        font.relativeSize = nil
        return font
    }

    /// The font `factor` times its size, at any text size (iOS 26). "Calls to scale are
    /// multiplicative, based on the size of the resolved font": `Font.body.scaled(by: 2).bold()
    /// .scaled(by: 3)` is a bold body font six times its size (Apple's documentation of
    /// `Font.scaled(by:)`). A text style's font keeps scaling with the text size, in proportion,
    /// as a `custom(_:size:relativeTo:)` font does.
    public func scaled(by factor: CGFloat) -> Font {
        var font = self
        if let style = textStyle { font.relativeSize = (relativeSize ?? style.metrics.size) * factor }
        font.size *= factor
        return font
    }
}
