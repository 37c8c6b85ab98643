import SwiftUI

/// A music app's "Now Playing" card on a mesh-gradient wallpaper: the background is a 3×3
/// `MeshGradient` whose middle row bends (plain points, smoothed by SwiftUI), and the album art
/// is a 2×2 mesh with curved edges given as Bézier points.
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
            width: 2, height: 2,
            bezierPoints: [
                .init(position: [0, 0], leadingControlPoint: [0, 0], topControlPoint: [0, 0],
                      trailingControlPoint: [0.4, 0.25], bottomControlPoint: [0.2, 0.4]),
                .init(position: [1, 0], leadingControlPoint: [0.6, -0.1], topControlPoint: [1, 0],
                      trailingControlPoint: [1, 0], bottomControlPoint: [0.8, 0.3]),
                .init(position: [0, 1], leadingControlPoint: [0, 1], topControlPoint: [0.3, 0.7],
                      trailingControlPoint: [0.3, 0.8], bottomControlPoint: [0, 1]),
                .init(position: [1, 1], leadingControlPoint: [0.6, 1.1], topControlPoint: [1.1, 0.6],
                      trailingControlPoint: [1, 1], bottomControlPoint: [1, 1]),
            ],
            colors: [.yellow, .orange, .pink, .purple],
            background: .black
        )
        .frame(width: 260, height: 260)
        .clipShape(RoundedRectangle(cornerRadius: 20, style: .continuous))
        .shadow(color: .black.opacity(0.3), radius: 20, y: 10)
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
