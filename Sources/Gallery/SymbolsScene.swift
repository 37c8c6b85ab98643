import LayoutDSL

/// The symbol set, symbols at text sizes and scales, progress views and a PNG image.
struct SymbolsScene: View {
    private let names = ["chevron.left", "chevron.right", "chevron.up", "chevron.down", "arrow.up", "arrow.down",
                         "arrow.clockwise", "arrow.triangle.2.circlepath",
                         "xmark", "checkmark", "plus", "minus", "magnifyingglass", "heart", "heart.fill", "star",
                         "star.fill", "circle", "circle.fill", "square", "gear", "gearshape.fill", "person", "person.fill",
                         "house", "house.fill", "bell", "bell.fill", "trash", "ellipsis", "ellipsis.circle", "info.circle",
                         "exclamationmark.triangle", "checkmark.circle.fill", "xmark.circle.fill", "plus.circle.fill",
                         "square.and.arrow.up", "paperplane.fill", "envelope", "message", "phone.fill", "camera.fill",
                         "photo", "folder", "doc.text", "calendar", "clock", "bookmark", "cart", "creditcard",
                         "lock.fill", "eye", "wifi", "battery.100", "sun.max.fill", "moon.fill", "cloud.rain", "flame",
                         "play.fill", "pause.fill", "music.note", "mic.fill", "map", "no.such.symbol"]

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            ForEach(0..<8) { row in
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
