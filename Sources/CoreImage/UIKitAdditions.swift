import LayoutDSL

// What UIKit adds to Core Image and Core Image to UIKit (iOS SDK: UIImage.h's
// `CIImage (UIKitAdditions)`, UIColor.h's `CIColor (UIKitAdditions)`): images and colours
// made from one another. Declared with Core Image here, which sees UIKit's types, where Apple
// declares them in UIKit, which sees Core Image's.

extension CIImage {
    /// The image of a `UIImage`'s pixels: the Core Image image it was made from, else its
    /// `CGImage`; nil for an image without pixels of its own (a symbol, a named image), as
    /// UIKit's is for an image backed by neither.
    public convenience init?(image: UIImage) { self.init(image: image, options: nil) }

    public convenience init?(image: UIImage, options: [CIImageOption: Any]?) {
        if let made = image.coreImage as? CIImage {
            self.init(copying: made)
        } else if let cgImage = image.cgImage {
            self.init(cgImage: cgImage, options: options)
        } else {
            return nil
        }
    }
}

extension UIImage {
    /// An image that shows `ciImage` (its `CGImage`'s pixels here; no filters run), one pixel a point.
    public convenience init(ciImage: CIImage) { self.init(ciImage: ciImage, scale: 1, orientation: .up) }

    public convenience init(ciImage: CIImage, scale: CGFloat, orientation: UIImage.Orientation) {
        let pixels = ciImage.cgImage ?? CGImage(width: 0, height: 0, alphaInfo: .premultipliedLast, commands: [])
        self.init(cgImage: pixels, scale: scale, orientation: orientation, coreImage: ciImage)
    }

    /// The Core Image image the image was made from; nil for any other, as in UIKit.
    public var ciImage: CIImage? { coreImage as? CIImage }
}

extension CIColor {
    /// The colour of a `UIColor`, resolved in the light appearance.
    public convenience init(color: UIColor) { self.init(cgColor: color.cgColor) }
}

extension UIColor {
    public convenience init(ciColor: CIColor) {
        self.init(red: ciColor.red, green: ciColor.green, blue: ciColor.blue, alpha: ciColor.alpha)
    }

    public var ciColor: CIColor { CIColor(color: self) }
}
