import LayoutDSL

/// The symbol set, symbols at text sizes and scales, progress views and a PNG image.
struct SymbolsScene: View {
    private let names = ["arrow.down", "arrow.up", "arrow.left", "arrow.right", "arrow.clockwise", "arrow.counterclockwise",
                         "arrow.triangle.2.circlepath", "chevron.left", "chevron.right", "chevron.up", "chevron.down",
                         "xmark", "checkmark", "plus", "minus", "magnifyingglass", "heart", "heart.fill", "star", "star.fill",
                         "circle", "circle.fill", "square", "gear", "person", "house", "bell", "trash", "ellipsis",
                         "info.circle", "exclamationmark.triangle", "no.such.symbol"]

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            ForEach(0..<4) { row in
                HStack(spacing: 14) {
                    ForEach(names[(row * 8)..<min(row * 8 + 8, names.count)], id: \.self) { name in
                        Image(systemName: name).frame(width: 28, height: 28)
                    }
                }
            }
            .font(.title2)
            HStack(alignment: .firstTextBaseline, spacing: 10) {
                Image(systemName: "star.fill").imageScale(.small)
                Image(systemName: "star.fill")
                Image(systemName: "star.fill").imageScale(.large)
                Text("Favorites").font(.headline)
                Image(systemName: "heart.fill").foregroundColor(.red)
                Image(systemName: "gear").fontWeight(.bold)
            }
            HStack(spacing: 16) {
                Image(systemName: "arrow.down").font(.largeTitle).rotationEffect(.degrees(135))
                Image(systemName: "house").resizable().aspectRatio(contentMode: .fit).frame(width: 60, height: 44)
                    .foregroundColor(.teal)
                Image("checker", bundle: .module).resizable().interpolation(.none).frame(width: 48, height: 48)
                Image("checker", bundle: .module).resizable().frame(width: 48, height: 48)
            }
            HStack(spacing: 24) {
                ProgressView()
                ProgressView("Loading")
            }
            ProgressView(value: 0.35)
            ProgressView("Downloading", value: 70, total: 100)
        }
        .padding(20)
        .background(Color.white)
    }
}
