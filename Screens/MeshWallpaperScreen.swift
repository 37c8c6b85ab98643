import SwiftUI

/// A music app's "Now Playing" card on a mesh-gradient wallpaper: the background is a 3×3
/// `MeshGradient` whose middle row bends (plain points, smoothed by SwiftUI), and the album art
/// is a 3×3 mesh whose middle point swirls its curves (Bézier points).
struct NowPlayingMeshView: View {
    var body: some View {
        ZStack {
            MeshGradient(
                width: 3, height: 3,
                points: [
                    [0, 0], [0.5, 0], [1, 0],
                    [0, 0.45], [0.7, 0.55], [1, 0.35],
                    [0, 1], [0.4, 1], [1, 1],
                ],
                colors: [
                    .indigo, .purple, .pink,
                    .blue, .orange, .red,
                    .teal, .indigo, .purple,
                ]
            )
            .ignoresSafeArea()

            VStack(spacing: 24) {
                Spacer()
                albumArt
                VStack(spacing: 4) {
                    Text("Golden Hour")
                        .font(.title2.weight(.bold))
                    Text("The Meadow Band")
                        .font(.body)
                        .foregroundStyle(.secondary)
                }
                controls
                Spacer()
            }
            .foregroundStyle(.white)
            .padding()
        }
    }

    private var albumArt: some View {
        MeshGradient(
            width: 3, height: 3,
            bezierPoints: [
                straight(0, 0), straight(0.5, 0), straight(1, 0),
                straight(0, 0.5),
                .init(position: [0.5, 0.5], leadingControlPoint: [0.35, 0.62], topControlPoint: [0.38, 0.35],
                      trailingControlPoint: [0.65, 0.38], bottomControlPoint: [0.62, 0.65]),
                straight(1, 0.5),
                straight(0, 1), straight(0.5, 1), straight(1, 1),
            ],
            colors: [
                .yellow, .orange, .red,
                .orange, .pink, .purple,
                .red, .purple, .indigo,
            ],
            background: .black
        )
        .frame(width: 260, height: 260)
        .clipShape(RoundedRectangle(cornerRadius: 20, style: .continuous))
        .shadow(color: .black.opacity(0.3), radius: 20, y: 10)
    }

    /// A grid point whose curves leave it straight along the grid (a third of the 0.5 spacing).
    private func straight(_ x: Float, _ y: Float) -> MeshGradient.BezierPoint {
        let d: Float = 1.0 / 6
        return .init(position: [x, y], leadingControlPoint: [x - d, y], topControlPoint: [x, y - d],
                     trailingControlPoint: [x + d, y], bottomControlPoint: [x, y + d])
    }

    private var controls: some View {
        HStack(spacing: 48) {
            Image(systemName: "backward.fill")
            Image(systemName: "pause.fill").font(.largeTitle)
            Image(systemName: "forward.fill")
        }
        .font(.title)
        .padding(.top, 8)
    }
}

#Preview {
    NowPlayingMeshView()
}
