/// What a tap on a `ColorPicker`'s well opens on an iPhone: UIColorPickerViewController's sheet,
/// which iOS 14–18 draw in a SwiftUI service of their own (ColorPickerUIService). From the top:
/// the eyedropper, the title and the close button; the Grid / Spectrum / Sliders segmented
/// control (Grid first); the tab; the footer (opacity, the current colour and the favourites).
///
/// Sources, iOS 18.2 decompiled (docs/reference/ios-color-picker.md): the sheet has one
/// custom detent, the content's own height (`-[UIColorPickerViewController
/// _presentationController:prepareAdaptivePresentationController:]` resolves it to
/// `preferredContentSize.height`), no grabber, on the thick material (`UIBlurEffect` style 9);
/// the header is `HStack { eyedropper; Spacer; Text(title).font(.headline); Spacer; close }`
/// with the title "Colors"; the tabs a segmented picker. The content's padding (16) and the
/// spacing between the header, the tabs and the tab (16) are hidden in the decompiled code and
/// are estimates from iOS 17 screenshots.
struct ColorPickerSheet {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    @State private var tab = Tab.grid
    @State private var height: CGFloat?
    @Environment(\.dismiss) private var dismiss

    enum Tab: String, CaseIterable { case grid = "Grid", spectrum = "Spectrum", sliders = "Sliders" }

    static let padding: CGFloat = 16
    static let spacing: CGFloat = 16
    /// The footer's own spacing, also between the tab and the footer (`FooterView`'s
    /// `VStack(spacing: 22)`).
    static let footerSpacing: CGFloat = 22

    var body: some View {
        VStack(spacing: 0) {
            header
            Picker("", selection: $tab) {
                ForEach(Tab.allCases, id: \.self) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            .labelsHidden()
            .padding(.top, Self.spacing)
            Group {
                switch tab {
                case .grid: ColorPickerGrid(selection: selection)
                case .spectrum: ColorPickerSpectrum(selection: selection)
                case .sliders: ColorPickerRGBSliders(selection: selection)
                }
            }
            .padding(.top, Self.spacing)
            ColorPickerFooter(selection: selection, supportsOpacity: supportsOpacity)
                .padding(.top, Self.footerSpacing)
        }
        .padding(Self.padding)
        .fixedSize(horizontal: false, vertical: true)
        .onGeometryChange(for: CGFloat.self, of: { $0.size.height }) { height = $0 }
        .frame(maxHeight: .infinity, alignment: .top)
        .presentationDetents([height.map { .height($0) } ?? .large])
        .presentationBackground(.thickMaterial)
    }

    private var header: some View {
        HStack(spacing: 0) {
            Button {} label: {
                Image(systemName: "eyedropper").font(.body.weight(.semibold))
            }
            .dynamicTypeSize(...DynamicTypeSize.xLarge)
            Spacer(minLength: 8)
            Text("Colors").font(.headline).lineLimit(1).layoutPriority(1)
            Spacer(minLength: 8)
            SystemCloseButton { dismiss() }
        }
    }
}

extension ColorPickerSheet: View {}
