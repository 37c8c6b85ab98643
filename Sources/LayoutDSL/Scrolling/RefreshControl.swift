/// The system refresh control in the overscroll region: the activity indicator's eight ticks,
/// appearing one by one as the pull grows and all shown from the trigger distance on (100
/// points, the stand-in the scroll reference recommends), centred in the revealed strip.
enum RefreshControl {
    static let triggerDistance: CGFloat = 100

    static func items(pull: CGFloat, width: CGFloat, top: CGFloat) -> [DisplayItem] {
        let shown = min(Int((pull / triggerDistance * 8).rounded(.down)), 8)
        guard shown > 0 else { return [] }
        // The strip the overscroll reveals is the `pull` points of the viewport below its top
        // inset (the safe area it reaches under).
        let center = CGPoint(x: width / 2, y: top + pull / 2)
        let gray = Color(.systemGray).resolve(in: EnvironmentValues())
        return (0..<shown).map { tick in
            let angle = Double(tick) * .pi / 4 - .pi / 2
            let tickRect = CGRect(x: -1.25, y: -9.5, width: 2.5, height: 5.5)
            let t = CGAffineTransform(rotationAngle: angle + .pi / 2).concatenating(CGAffineTransform(translationX: center.x, y: center.y))
            var color = gray
            color.opacity *= Float(1 - Double(tick) * 0.1)
            return .fill(Path(roundedRect: tickRect, cornerRadius: 1.25, style: .circular).applying(t), FillStyle(), .color(color))
        }
    }
}
