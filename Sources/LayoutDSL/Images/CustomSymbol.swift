/// A custom symbol: an asset catalog's symbol set, an SF Symbols template exported from the SF
/// Symbols app (`.symbolset` with an SVG whose `Symbols` group holds a variant per weight and
/// scale, `Regular-M`, `Bold-L`…, and whose `Guides` give each scale's baseline and cap line and
/// each variant's margins). `Image("name")` of one draws as a system symbol does: sized with the
/// font it sits in, at its weight and `imageScale`, centred on the text's cap height, in the
/// foreground style (Apple, "Creating custom symbol images for your app").
public protocol CustomSymbolImage: LoadedImage {
    /// The variant for a font's point size and weight and an image scale (the nearest the
    /// template has), drawn at that size; nil when the template has no variant.
    func symbol(pointSize: CGFloat, weight: Font.Weight, scale: Image.Scale) -> CustomSymbolDrawing?
}

/// A custom symbol's variant at a size: its box in points (from its left to its right margin,
/// and from the top to the bottom of its outline), where its baseline lies below the box's top,
/// and its artwork filling the box.
public struct CustomSymbolDrawing {
    public var size: CGSize
    public var baseline: CGFloat
    public var image: LoadedImage
    public init(size: CGSize, baseline: CGFloat, image: LoadedImage) {
        self.size = size; self.baseline = baseline; self.image = image
    }
}

/// A custom symbol in a view: its variant's box as its ideal size, its baseline as its text
/// baselines (so it sits on the line beside text, as the template's guides place it), drawn as
/// a template in the foreground style unless the image asks for `.original`.
struct CustomSymbolBehavior: ImageSizing {
    let name: String
    let drawing: CustomSymbolDrawing
    let resizable: Bool
    let template: Paint?
    var ideal: CGSize { drawing.size }
    var definesExplicitGuides: Bool { true }

    func explicitAlignment(_ key: AlignmentKey, node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        switch key.id {
        case ObjectIdentifier(FirstBaselineID.self), ObjectIdentifier(LastBaselineID.self):
            return drawing.size.height > 0 ? drawing.baseline * size.height / drawing.size.height : nil
        default: return nil
        }
    }

    func display(size: CGSize) -> NodeDisplay {
        BitmapBehavior(image: drawing.image, resizable: true, capInsets: EdgeInsets(), resizingMode: .stretch, sampling: ImageSampling(),
                       template: template).display(size: size)
    }
}
