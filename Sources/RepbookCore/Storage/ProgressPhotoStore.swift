import Foundation

/// Persistence of progress photo records (the image files live in the data folder).
public protocol ProgressPhotoStore: Sendable {
}
