/// A shape style that tiles an image (SwiftUI's `ImagePaint`): the part of the image in
/// `sourceRect` (a unit rectangle of the image: (0, 0, 1, 1) is all of it), drawn at `scale`
/// times its size in points, repeated across the filled area from the filling view's origin
/// (the top leading corner of its bounds). A symbol or a missing image paints nothing (a
/// bitmap is needed to tile), as a missing `Image` draws nothing.
public struct ImagePaint: ShapeStyle {
    public var image: Image
    public var sourceRect: CGRect
    public var scale: CGFloat

    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image; self.sourceRect = sourceRect; self.scale = scale
    }

    public func _paint(in environment: EnvironmentValues) -> Paint {
        tile(in: environment, origin: .zero).map(Paint.tiledImage) ?? .color(Color.clear.resolve(in: environment))
    }

    /// The tile, its grid starting at `origin` (points of the filled view's space); nil without
    /// a bitmap or with a source or scale that covers no area.
    func tile(in environment: EnvironmentValues, origin: CGPoint) -> Paint.ImageTile? {
        guard case .named(let name, let bundle) = image.source,
              let loaded = environment.imageLoader?.image(named: name, bundle: bundle, traits: AssetTraits(environment)) else { return nil }
        // The source clamped to the image; a NaN or empty source, or a scale that is not
        // positive and finite, tiles nothing.
        let unit = sourceRect.standardized.intersection(CGRect(x: 0, y: 0, width: 1, height: 1))
        guard !unit.isNull, unit.width > 0, unit.height > 0, scale > 0, scale.isFinite else { return nil }
        let size = CGSize(width: loaded.size.width * unit.width * scale, height: loaded.size.height * unit.height * scale)
        guard size.width > 0, size.height > 0 else { return nil }
        return Paint.ImageTile(image: loaded, sourceRect: unit, origin: origin, size: size,
                               interpolation: image.interpolation)
    }
}

extension ShapeStyle where Self == ImagePaint {
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                             scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
