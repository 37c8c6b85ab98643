import Foundation
import LayoutDSL
@testable import PhotosUI
import Testing

/// The photos picker is its label in a button; nothing is picked or loaded.
struct PhotosUITests {
    private func texts(_ view: some View) throws -> [String] {
        try ViewHost(view, canvasSize: CGSize(width: 320, height: 200)).update().allNodes.compactMap(\.text)
    }

    @Test func pickerDrawsItsLabel() throws {
        let single = Binding<PhotosPickerItem?>(get: { nil }, set: { _ in })
        let many = Binding<[PhotosPickerItem]>(get: { [] }, set: { _ in })
        #expect(try texts(PhotosPicker("Choose a photo", selection: single, matching: .images)).contains("Choose a photo"))
        #expect(try texts(PhotosPicker(selection: many, maxSelectionCount: 3, matching: .any(of: [.images, .videos])) {
            Text("Pick up to three")
        }).contains("Pick up to three"))
        let title: String = "Library"
        #expect(try texts(PhotosPicker(title, selection: single, photoLibrary: .shared())).contains("Library"))
    }

    @Test func presentingModifierLeavesTheViewAlone() throws {
        let shown = Binding<Bool>(get: { true }, set: { _ in })
        let single = Binding<PhotosPickerItem?>(get: { nil }, set: { _ in })
        #expect(try texts(Text("Profile").photosPicker(isPresented: shown, selection: single)) == ["Profile"])
    }

    @Test func itemsLoadNothing() async throws {
        let item = PhotosPickerItem(itemIdentifier: "ABC/L0/001")
        #expect(item.itemIdentifier == "ABC/L0/001")
        #expect(try await item.loadTransferable(type: Data.self) == nil)
        var result: Result<Data?, any Error>?
        let progress = item.loadTransferable(type: Data.self) { result = $0 }
        #expect(progress.isFinished)
        #expect(try result?.get() == .some(nil))
    }

    @Test func filtersCompareByHowTheyAreBuilt() {
        #expect(PHPickerFilter.images == .images && PHPickerFilter.images != .videos)
        #expect(PHPickerFilter.any(of: [.images, .livePhotos]) == .any(of: [.images, .livePhotos]))
        #expect(PHPickerFilter.not(.livePhotos) != .livePhotos)
    }

    @Test func configurationStartsAtPhotosUIsDefaults() {
        var configuration = PHPickerConfiguration()
        #expect(configuration.filter == nil && configuration.selectionLimit == 1 && configuration.selection == .default)
        configuration.filter = .images
        configuration.selectionLimit = 0
        let picker = PHPickerViewController(configuration: configuration)
        #expect(picker.configuration.filter == .images && picker.configuration.selectionLimit == 0)
        #expect(PHPickerConfiguration(photoLibrary: .shared()).usesPhotoLibrary)
    }
}
