/// An image set's slicing, as Xcode's asset catalog editor writes it (`"resizing"` of an image
/// entry: a mode of `9-part`, `3-part-horizontal` or `3-part-vertical`, the `capInsets` of the
/// ends that keep their size, and a `center` that stretches or tiles): what `resizable()` uses
/// when the view gives no cap insets of its own, as `UIImage(named:)` of a sliced image is
/// already resizable with them. Insets are in points of the image.
public struct ImageSlicing: Equatable, Sendable {
    public var capInsets: EdgeInsets
    public var resizingMode: Image.ResizingMode
    public init(capInsets: EdgeInsets, resizingMode: Image.ResizingMode) {
        self.capInsets = capInsets
        self.resizingMode = resizingMode
    }
}
