extension CGImage {
    /// The part of the image in `rect`, in pixels from its top left (Apple's documentation of
    /// `cropping(to:)`: the rectangle made integral and intersected with the image's bounds; nil
    /// when that is empty): the image drawn into a context of that size, offset so that the part
    /// fills it.
    public func cropping(to rect: CGRect) -> CGImage? {
        let area = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
        let context = CGContext(width: Int(area.width), height: Int(area.height), alphaInfo: alphaInfo, transform: .identity)
        // Device space has its origin at the bottom left: the part's bottom is `height - maxY` up.
        context.draw(self, in: CGRect(x: -area.minX, y: area.maxY - CGFloat(height), width: CGFloat(width), height: CGFloat(height)))
        return context.makeImage()
    }
}
