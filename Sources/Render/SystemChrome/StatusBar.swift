import LayoutDSL

/// The status bar iOS 17 draws over the top safe area, in our own drawing: the time "9:41"
/// (Apple's keynote time) and the cellular, Wi-Fi and battery glyphs, in the label colour of
/// the scheme (black on light content, white on dark). Three families:
/// - a phone with a sensor housing (notch or Dynamic Island): the time centred in the left
///   "ear" beside the housing, the glyphs centred in the right one, both on the housing's
///   vertical centre line, in SF Pro semibold 17 pt;
/// - a phone with a home button (iPhone SE, 20 pt bar): cellular and Wi-Fi leading, "9:41 AM"
///   centred, the battery trailing, semibold 12 pt;
/// - an iPad (24 pt bar): time and date leading, Wi-Fi and battery trailing, semibold 12 pt.
///
/// Metrics are estimates where no source is cited: the Dynamic Island is the device's
/// (`Device.dynamicIsland`), else 126 × 37.33 pt, 11 pt below the top edge, centred; the iPhone
/// 14's notch about 162 × 32 pt; side margins
/// 6 pt (home button) and 20 pt (iPad); 7 pt between glyphs (Apple's iOS 17 design kit, as
/// remembered; no Apple artwork is copied).
nonisolated struct StatusBar: View {
    enum Family: Equatable {
        case sensorHousing(CGSize, top: CGFloat)
        case homeButton(height: CGFloat)
        case pad(height: CGFloat)
    }

    var family: Family

    static let glyphSpacing: CGFloat = 7

    /// The family for `device` as it is (turned or not), or nil where iOS shows no status bar:
    /// a phone in landscape, or a canvas without a top inset.
    init?(device: Device) {
        let top = device.safeAreaInsets.top
        if device.horizontalSizeClass == .regular, device.verticalSizeClass == .regular {
            guard top > 0 else { return nil }
            family = .pad(height: top)
        } else if device.verticalSizeClass == .compact || top <= 0 {
            return nil
        } else if top <= 20 {
            family = .homeButton(height: top)
        } else if let island = device.dynamicIsland {
            family = .sensorHousing(island.size, top: island.minY)
        } else if top >= 59 {
            family = .sensorHousing(CGSize(width: 126, height: 37.33), top: 11)
        } else {
            family = .sensorHousing(CGSize(width: 162, height: 32), top: 0)
        }
    }

    var body: some View {
        switch family {
        case .sensorHousing(let housing, let top):
            GeometryReader { proxy in
                let ear = max((proxy.size.width - housing.width) / 2, 0)
                HStack(spacing: 0) {
                    clock(size: 17).frame(width: ear)
                    Color.clear.frame(width: housing.width)
                    HStack(spacing: Self.glyphSpacing) { CellularBars(); WiFiGlyph(); BatteryGlyph() }.frame(width: ear)
                }
                .frame(height: housing.height)
                .padding(.top, top)
            }
        case .homeButton(let height):
            ZStack {
                HStack(spacing: Self.glyphSpacing) {
                    CellularBars(); WiFiGlyph()
                    Spacer(minLength: 0)
                    BatteryGlyph()
                }
                .padding(.horizontal, 6)
                clock(size: 12, suffix: " AM")
            }
            .frame(height: height)
            .frame(maxHeight: .infinity, alignment: .top)
        case .pad(let height):
            HStack(spacing: Self.glyphSpacing) {
                clock(size: 12, suffix: " AM  Mon Jun 10")
                Spacer(minLength: 0)
                WiFiGlyph(); BatteryGlyph()
            }
            .padding(.horizontal, 20)
            .frame(height: height)
            .frame(maxHeight: .infinity, alignment: .top)
        }
    }

    private func clock(size: CGFloat, suffix: String = "") -> some View {
        Text("9:41" + suffix).font(.system(size: size, weight: .semibold)).lineLimit(1).fixedSize()
    }
}
