/// A symbol image: its icon's outline, sized with the font it sits in and filled with the
/// foreground style; under `.hierarchical` or `.palette` rendering a symbol with an enclosure
/// draws its two layers (`SymbolLayers`), the enclosure in the secondary style.
///
/// Size: the icon's em is 1.2 × the font's point size × the image scale, so an icon drawn full
/// height on its 24-unit grid (20 units of ink) is as tall as the point size, as SF Symbols at
/// medium scale are about as tall as the point size (estimate; SF Symbols' exact per-symbol
/// metrics are Apple's artwork). The image is the icon's ink box at that size: narrow symbols
/// are narrow, as in SF Symbols.
///
/// Baseline: SF Symbols are centred on the cap height of the text beside them ("symbols are
/// vertically centred on the cap height", WWDC 2020 "SF Symbols 2"), so the image's text
/// baselines sit half the cap height below its middle; SF Pro's cap height is 1443/2048 em.
struct SymbolBehavior: ImageSizing {
    /// The SF Symbols name drawn (the variant's, e.g. "heart.fill"): the node's type in the
    /// resolved tree and the layout JSON, so tests find symbols by name.
    let name: String
    let outline: Path
    let pointSize: CGFloat
    let resizable: Bool
    let paint: Paint
    /// The glyph and enclosure drawn apart, and the enclosure's paint; nil draws the outline in `paint`.
    let layers: (SymbolLayers, secondary: Paint)?

    static let emPerPoint: CGFloat = 1.2
    static let capHeight: CGFloat = 1443.0 / 2048

    /// The outline's bounds, measured once: layout asks for the size on every proposal.
    let ink: CGRect
    /// A composed symbol (`SymbolFallback`) fills even-odd: its glyph cuts its enclosure.
    let evenOdd: Bool
    /// For an outline form drawn from its filled icon (`SystemSymbol.outlinedFromFill`): the
    /// width of its lines in the outline's units (ems), each contour stroked that far inside.
    let lineWidth: CGFloat?

    init(name: String, outline: Path, pointSize: CGFloat, resizable: Bool, paint: Paint, layers: (SymbolLayers, secondary: Paint)? = nil,
         evenOdd: Bool = false, lineWidth: CGFloat? = nil) {
        self.name = name; self.outline = outline; self.pointSize = pointSize; self.resizable = resizable; self.paint = paint
        self.layers = layers
        self.evenOdd = evenOdd
        self.lineWidth = lineWidth
        ink = outline.boundingRect
    }

    /// The line width of an outline drawn from a filled icon at `weight`: the icons' strokes, 2
    /// units of their 24-unit grid, thickened as the weight emboldens the glyph
    /// (`TextEngine.symbolOutline`: 0.012 em a weight step of 100).
    static func lineWidth(weight: Font.Weight) -> CGFloat {
        2.0 / 24 + 0.012 * CGFloat(weight.value - 400) / 100
    }

    var ideal: CGSize {
        let em = pointSize * Self.emPerPoint
        return CGSize(width: ink.width * em, height: ink.height * em)
    }
    var definesExplicitGuides: Bool { true }

    func explicitAlignment(_ key: AlignmentKey, node: LayoutNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        switch key.id {
        case ObjectIdentifier(FirstBaselineID.self), ObjectIdentifier(LastBaselineID.self):
            return size.height / 2 + pointSize * Self.capHeight / 2
        default: return nil
        }
    }

    func display(size: CGSize) -> NodeDisplay {
        guard ink.width > 0, ink.height > 0 else { return NodeDisplay() }
        let fit = CGAffineTransform(translationX: -ink.minX, y: -ink.minY)
            .concatenating(CGAffineTransform(scaleX: size.width / ink.width, y: size.height / ink.height))
        if let lineWidth {
            // The contours stroked twice as wide, clipped to the glyph: a line that far inside.
            let path = outline.applying(fit)
            let width = 2 * lineWidth * min(size.width / ink.width, size.height / ink.height)
            var group = DisplayGroup(items: [.stroke(path, StrokeStyle(lineWidth: width), paint)])
            group.clips = [.shape(ClipShape(path: path, style: FillStyle()), inverse: false)]
            return NodeDisplay(content: [.group(group)])
        }
        guard let (layers, secondary) = layers else {
            return NodeDisplay(content: [.fill(outline.applying(fit), FillStyle(eoFill: evenOdd), paint)])
        }
        return NodeDisplay(content: [.fill(layers.enclosure.applying(fit), FillStyle(), secondary),
                                     .fill(layers.glyph.applying(fit), FillStyle(eoFill: true), paint)])
    }
}
