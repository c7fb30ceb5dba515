//! The demo's scratch directory: a config file holding a fake API key
//! (generated now from the public `sk-proj-` format, never a real one) and
//! the path of a file that does not exist.

use std::path::PathBuf;

use rand::TryRng;

use crate::error::Error;

/// Characters of the fake key's random part.
const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/// The scratch directory; removed when dropped.
#[derive(Debug)]
pub(crate) struct Fixture {
    dir: tempfile::TempDir,
    /// `app.env`, which holds the fake key.
    pub(crate) env_file: PathBuf,
    /// `notes.txt`, which is never created.
    pub(crate) missing_file: PathBuf,
    /// The fake key written into `app.env`.
    pub(crate) fake_key: String,
}

impl Fixture {
    /// Create the directory and its file.
    ///
    /// # Errors
    /// I/O errors creating them; an input error when the OS random number
    /// generator fails.
    pub(crate) fn create() -> Result<Fixture, Error> {
        let dir = tempfile::Builder::new()
            .prefix("receipts-demo-")
            .tempdir()
            .map_err(|e| Error::io("cannot create a temporary directory", e))?;
        let fake_key = fake_openai_key()?;
        let env_file = dir.path().join("app.env");
        let missing_file = dir.path().join("notes.txt");
        let content =
            format!("APP_NAME=receipts-demo\nLOG_LEVEL=info\nOPENAI_API_KEY={fake_key}\n");
        std::fs::write(&env_file, content)
            .map_err(|e| Error::io(format!("cannot write {}", env_file.display()), e))?;
        Ok(Fixture {
            dir,
            env_file,
            missing_file,
            fake_key,
        })
    }

    /// The directory.
    pub(crate) fn path(&self) -> &std::path::Path {
        self.dir.path()
    }
}

/// Random bytes from the OS.
///
/// # Errors
/// An input error when the generator fails.
pub(crate) fn random_bytes<const N: usize>() -> Result<[u8; N], Error> {
    let mut b = [0u8; N];
    rand::rngs::SysRng
        .try_fill_bytes(&mut b)
        .map_err(|_| Error::input("the OS random number generator failed"))?;
    Ok(b)
}

/// `sk-proj-` and 64 random alphanumerics: the shape of an OpenAI project
/// key, made up on the spot.
fn fake_openai_key() -> Result<String, Error> {
    let bytes = random_bytes::<64>()?;
    let mut key = String::from("sk-proj-");
    key.extend(
        bytes
            .iter()
            .map(|b| ALPHABET[usize::from(*b) % ALPHABET.len()] as char),
    );
    Ok(key)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fake_keys_are_fresh_and_shaped() {
        let a = fake_openai_key().unwrap();
        let b = fake_openai_key().unwrap();
        assert_ne!(a, b);
        assert_eq!(a.len(), 8 + 64);
        assert!(a[8..].bytes().all(|c| c.is_ascii_alphanumeric()));
    }

    #[test]
    fn fixture_files() {
        let f = Fixture::create().unwrap();
        let text = std::fs::read_to_string(&f.env_file).unwrap();
        assert!(text.contains(&f.fake_key));
        assert!(!f.missing_file.exists());
        let dir = f.path().to_owned();
        drop(f);
        assert!(!dir.exists());
    }
}
