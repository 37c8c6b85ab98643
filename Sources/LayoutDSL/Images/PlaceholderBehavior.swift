/// What a missing symbol or image draws: a dashed box with a diagonal, visible at a glance.
struct PlaceholderBehavior: ImageSizing {
    /// "Image", or the symbol's name when its name is known but its outline is not.
    var name = "Image"
    let ideal: CGSize
    let resizable: Bool
    let paint: Paint

    func display(size: CGSize) -> NodeDisplay {
        let rect = CGRect(size: size).insetBy(dx: 0.5, dy: 0.5)
        let style = StrokeStyle(lineWidth: 1, dash: [2, 2])
        return NodeDisplay(content: [.stroke(Path(rect), style, paint),
                                     .stroke(Path { $0.addLines([rect.origin, CGPoint(x: rect.maxX, y: rect.maxY)]) },
                                             StrokeStyle(lineWidth: 1), paint)])
    }
}
