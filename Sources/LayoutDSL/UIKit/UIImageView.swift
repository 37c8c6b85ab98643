/// UIKit's image view (https://developer.apple.com/documentation/uikit/uiimageview), as
/// representables make one (an animated or remote image). It is drawn as a placeholder here
/// (`UIViewRepresentable`); it keeps its image and `contentMode`.
open class UIImageView: UIView {
    open var image: UIImage?
    open var highlightedImage: UIImage?
    open var isHighlighted = false

    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
    }
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// A fresh image view: see `UIView.appearance()`.
    open override class func appearance() -> UIImageView { UIImageView() }
}
