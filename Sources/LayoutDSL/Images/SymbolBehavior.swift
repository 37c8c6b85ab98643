struct SymbolBehavior: ImageSizing {
    let name: String
    let symbol: Symbol
    let height: CGFloat
    let weight: Font.Weight
    let resizable: Bool
    let paint: Paint
    var ideal: CGSize { CGSize(width: height * symbol.aspect, height: height) }

    /// The stroke width as a fraction of the symbol's height: from 0.04 (ultralight) to 0.15 (black).
    var strokeFraction: CGFloat { 0.03 + CGFloat(weight.value) / 400 * 0.05 }

    func display(size: CGSize) -> NodeDisplay {
        let box = CGAffineTransform(scaleX: size.width, y: size.height)
        let style = StrokeStyle(lineWidth: strokeFraction * min(size.height, size.width / symbol.aspect), lineCap: .round, lineJoin: .round)
        return NodeDisplay(content: symbol.marks(strokeFraction).map { mark in
            switch mark {
            case .stroke(let path): return .stroke(path.applying(box), style, paint)
            case .fill(let path): return .fill(path.applying(box), FillStyle(), paint)
            case .evenOddFill(let path): return .fill(path.applying(box), FillStyle(eoFill: true), paint)
            }
        })
    }
}
