import SwiftUI

/// A photo library in selection mode: a grid of photos, some selected, and a navigation bar with
/// more actions than an iPhone's bar holds. The bar keeps what fits and folds the rest into its
/// "More" menu; sharing stays longest, hiding goes first (iOS 27's `visibilityPriority(_:)`).
struct PhotoSelectionToolbarScreen: View {
    @State private var selected: Set<Int> = [1, 4, 5]

    private let columns = Array(repeating: GridItem(.flexible(), spacing: 2), count: 3)
    private let hues: [Double] = [0.02, 0.08, 0.13, 0.33, 0.45, 0.52, 0.58, 0.66, 0.75, 0.85, 0.92, 0.97,
                                  0.05, 0.28, 0.61]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 2) {
                    ForEach(hues.indices, id: \.self) { index in
                        PhotoTile(hue: hues[index], isSelected: selected.contains(index))
                    }
                }
            }
            .navigationTitle("\(selected.count) Selected")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Done", systemImage: "xmark") { selected.removeAll() }
                }
                ToolbarItem {
                    Button("Share", systemImage: "square.and.arrow.up") {}
                }
                .visibilityPriority(.high)
                ToolbarItem {
                    Button("Favourite", systemImage: "heart") {}
                }
                ToolbarItem {
                    Button("Add to Album", systemImage: "rectangle.stack.badge.plus") {}
                }
                ToolbarItem {
                    Button("Duplicate", systemImage: "plus.square.on.square") {}
                }
                ToolbarItem {
                    Button("Copy", systemImage: "doc.on.doc") {}
                }
                ToolbarItem {
                    Button("Hide", systemImage: "eye.slash") {}
                }
                .visibilityPriority(.low)
                ToolbarItem {
                    Button("Slideshow", systemImage: "play.rectangle") {}
                }
                ToolbarItem {
                    Button("Delete", systemImage: "trash", role: .destructive) {}
                }
            }
        }
    }
}

struct PhotoTile: View {
    let hue: Double
    let isSelected: Bool

    var body: some View {
        LinearGradient(colors: [Color(hue: hue, saturation: 0.55, brightness: 0.95),
                                Color(hue: hue, saturation: 0.75, brightness: 0.65)],
                       startPoint: .topLeading, endPoint: .bottomTrailing)
            .aspectRatio(1, contentMode: .fit)
            .overlay(alignment: .bottomTrailing) {
                if isSelected {
                    Image(systemName: "checkmark.circle.fill")
                        .font(.title2)
                        .symbolRenderingMode(.palette)
                        .foregroundStyle(.white, .blue)
                        .padding(6)
                }
            }
    }
}

#Preview {
    PhotoSelectionToolbarScreen()
}
