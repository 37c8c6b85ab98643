import SwiftUI

/// A travel app's boarding pass drawn in a `Canvas`: a security pattern tiled from an image
/// (`.tiledImage`), the pass tilted in perspective with a projection filter and dropped on a
/// shadow filter, a barcode, and a `colorEffect` shimmer that only runs on iOS (Metal).
struct BoardingPassView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Your trip")
                .font(.largeTitle.bold())
            Canvas { context, size in
                let card = CGRect(x: 16, y: 24, width: size.width - 32, height: size.height - 48)
                let shape = Path(roundedRect: card, cornerRadius: 18)

                var tilted = context
                let tilt = perspectiveTilt(angle: 12, in: size)
                tilted.addFilter(.projectionTransform(tilt))
                tilted.addFilter(.shadow(color: .black.opacity(0.25), radius: 12, y: 8))
                tilted.drawLayer { layer in
                    layer.fill(shape, with: .color(.white))
                    layer.clip(to: shape)
                    layer.fill(Path(CGRect(x: card.minX, y: card.minY, width: card.width, height: 64)),
                               with: .tiledImage(Image("NotebookPaper"), scale: 0.5))
                    layer.fill(Path(CGRect(x: card.minX, y: card.minY, width: card.width, height: 64)),
                               with: .color(.blue.opacity(0.75)))
                    layer.draw(Text("LIS → CPH").font(.title.bold()).foregroundColor(.white),
                               at: CGPoint(x: card.minX + 20, y: card.minY + 32), anchor: .leading)
                    layer.draw(Text("Flight TP 752 · Gate 14 · Seat 21A").font(.subheadline),
                               at: CGPoint(x: card.minX + 20, y: card.minY + 90), anchor: .leading)
                    layer.draw(Text("Boards 09:40").font(.headline).foregroundColor(.orange),
                               at: CGPoint(x: card.minX + 20, y: card.minY + 118), anchor: .leading)
                    var x = card.minX + 20
                    var seed: UInt32 = 7
                    while x < card.maxX - 20 {
                        seed = seed &* 1103515245 &+ 12345
                        let width = CGFloat(1 + (seed >> 16) % 3)
                        layer.fill(Path(CGRect(x: x, y: card.maxY - 70, width: width, height: 50)), with: .color(.black))
                        x += width + CGFloat(1 + (seed >> 20) % 3)
                    }
                }
            }
            .frame(height: 300)
            .colorEffect(ShaderLibrary.shimmer(.float(0.5), .color(.white)))
            Text("Show this pass at security and at the gate.")
                .font(.footnote)
                .foregroundStyle(.secondary)
            Spacer()
        }
        .padding()
    }
}

/// A perspective tilt about the horizontal axis through the middle of a canvas, the top edge
/// leaning away, as `rotation3DEffect(.degrees(angle), axis: (1, 0, 0))` would show it.
func perspectiveTilt(angle: Double, in size: CGSize) -> ProjectionTransform {
    let s = sin(angle * .pi / 180), c = cos(angle * .pi / 180)
    let d = max(size.width, size.height) * 2
    let x0 = size.width / 2, y0 = size.height / 2
    var m = ProjectionTransform()
    m.m21 = -x0 * s / d
    m.m31 = x0 * y0 * s / d
    m.m22 = c - y0 * s / d
    m.m32 = y0 * (1 - c) + y0 * y0 * s / d
    m.m23 = -s / d
    m.m33 = 1 + y0 * s / d
    return m
}

#Preview {
    BoardingPassView()
}
